import { useRef } from "react";
import { Link, redirect, useFetcher } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { useGoSignedIn } from "#app/components/account/use-go-signed-in.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { sendWithFallback } from "#app/forms/fallback.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormReply, typedOr } from "#app/forms/form-reply.ts";
import { doneReply, formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import { beginSession, currentCustomer } from "#app/server/session.server.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import { registerSchema, splitFullName } from "#server/accounts/validation.ts";
import { appContext } from "#server/context.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/register";

/** What the form says when something nobody foresaw fails (spec §8). */
const registrationFailed = "Registration failed. Please try again.";

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

type RegisterReply = FormReply<{ redirectTo: string }>;

/**
 * Creates the account, signs the new customer in (their cart comes along) and opens /account.
 * A failure nobody foresaw says 'Registration failed. Please try again.' (spec §8).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress, logger } = context.get(appContext);
  const form = formText(await request.formData());
  const values = {
    fullName: form.fullName ?? "",
    email: form.email ?? "",
    phone: form.phone ?? "",
  };
  const whenFailed = {
    log: (err: unknown) => logger.error({ err }, "registration failed"),
    message: registrationFailed,
  };
  return replyTo({ values, whenFailed }, async () => {
    const { fullName, password, email, phone } = parseInput(registerSchema, form, { message: "" });
    const customer = await registerCustomer(
      db,
      { email, password, phone, ...splitFullName(fullName) },
      { clientAddress, publicUrl: config.publicUrl },
    );
    const headers = await beginSession(request, context, customer);
    const reply: RegisterReply = { ok: true, redirectTo: "/account" };
    return doneReply(form, "/account", reply, headers);
  });
}

/** With scripts: the same words when the server cannot answer (decision 016). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendWithFallback(serverAction, { message: registrationFailed });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>({ key: "register" });
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
          defaultValue={typedOr(refused, "fullName", "")}
          error={errors.fullName}
        />
        <EmailInput defaultValue={typedOr(refused, "email", "")} error={errors.email} />
        <Input
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={typedOr(refused, "phone", "")}
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
