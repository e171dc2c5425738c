import { useRef } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { FormAlert } from "#app/components/account/form-alert.tsx";
import { type FormResult, formText } from "#app/components/account/form-result.ts";
import { beginSession, currentCustomer } from "#app/components/account/session.server.ts";
import { SubmitButton } from "#app/components/account/submit-button.tsx";
import { useFocusFirstError } from "#app/components/account/use-focus-first-error.ts";
import { useGoSignedIn } from "#app/components/account/use-go-signed-in.ts";
import { useFetcherResult } from "#app/components/cart/use-fetcher-result.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import type { Customer } from "#server/accounts/types.ts";
import { fieldErrors, registerSchema, splitFullName } from "#server/accounts/validation.ts";
import { appContext } from "#server/context.ts";
import { AppError, statusOf } from "#server/errors.ts";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Create Account",
    description: "Create an account to follow your orders and manage your Mail Club.",
    shopName: shopNameFrom(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentCustomer(request, context)) throw redirect("/account");
  return null;
}

type RegisterResult = FormResult<{ ok: true; redirectTo: string }>;

/** Creates the account, signs the new customer in (their cart comes along) and opens /account. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context.get(appContext);
  const form = formText(await request.formData());
  const values = {
    fullName: form.fullName ?? "",
    email: form.email ?? "",
    phone: form.phone ?? "",
  };
  const parsed = registerSchema.safeParse(form);
  if (!parsed.success) {
    return data<RegisterResult>({ ok: false, errors: fieldErrors(parsed.error), values }, 400);
  }
  const { fullName, password, email, phone } = parsed.data;
  let customer: Customer;
  try {
    customer = await registerCustomer(
      db,
      { email, password, phone, ...splitFullName(fullName) },
      { clientAddress, publicUrl: config.publicUrl },
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = error.message || "Registration failed. Please try again.";
    return data<RegisterResult>({ ok: false, errors: {}, message, values }, statusOf(error));
  }
  const headers = await beginSession(request, context, customer);
  if (form.via !== "fetch") throw redirect("/account", { status: 303, headers });
  return data<RegisterResult>({ ok: true, redirectTo: "/account" }, { headers });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>({ key: "register" });
  const hydrated = useHydrated();
  const goSignedIn = useGoSignedIn();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? actionData;
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = refused?.errors ?? {};
  useFocusFirstError(formRef, answer);

  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    toast({ title: "Account created!", variant: "success" });
    void goSignedIn(result.redirectTo);
  });

  return (
    <AuthCard
      title="Create Account"
      tape="mustard"
      intro="Keep track of your orders, save your address and manage your Mail Club."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/login" className={textLink}>
            Sign in
          </Link>
        </p>
      }
    >
      <fetcher.Form ref={formRef} method="post" noValidate className="flex flex-col gap-5">
        {refused?.message ? (
          <FormAlert title="Registration failed">
            <p>{refused.message}</p>
          </FormAlert>
        ) : null}
        {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
        <Input
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          defaultValue={refused?.values?.fullName}
          error={errors.fullName}
        />
        <EmailInput defaultValue={refused?.values?.email} error={errors.email} />
        <Input
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={refused?.values?.phone}
          error={errors.phone}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.password}
        />
        <Input
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Creating account...">
          Create Account
        </SubmitButton>
      </fetcher.Form>
    </AuthCard>
  );
}
