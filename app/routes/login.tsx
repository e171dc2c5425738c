import { useRef } from "react";
import { Link, redirect, useFetcher, useSearchParams } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { loginNoticeFor } from "#app/components/account/login-notice.ts";
import { useGoSignedIn } from "#app/components/account/use-go-signed-in.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
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
import {
  beginSession,
  currentCustomer,
  knownDeviceOf,
  returnPath,
} from "#app/server/session.server.ts";
import { signIn } from "#server/accounts/sign-in.ts";
import { signInSchema } from "#server/accounts/validation.ts";
import { appContext } from "#server/context.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/login";

/** What the form says when something nobody foresaw fails (spec §8). */
const signInFailed = "Login failed";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign In",
    description: "Sign in to your account to see your orders, details and Mail Club.",
    shopName: shopNameFrom(matches),
  });
}

/** Someone already signed in goes straight on to where the link wanted them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await currentCustomer(request, context)) {
    throw redirect(returnPath(url.searchParams.get("returnTo")));
  }
  return null;
}

type SignInReply = FormReply<{ redirectTo: string }>;

/**
 * Signs in: a new session cookie, the visitor's cart handed to the customer, then on to
 * `returnTo` (a path on this site) or /account. Scripts get data (for the toast) instead of
 * the redirect. A failure nobody foresaw says 'Login failed' (spec §8).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientAddress, logger } = context.get(appContext);
  const form = formText(await request.formData());
  const redirectTo = returnPath(form.returnTo);
  const values = { email: form.email ?? "" };
  const whenFailed = {
    log: (err: unknown) => logger.error({ err }, "sign-in failed"),
    message: signInFailed,
  };
  return replyTo({ values, whenFailed }, async () => {
    const credentials = parseInput(signInSchema, form, { message: "" });
    const knownDevice = knownDeviceOf(request);
    const customer = await signIn(db, credentials, { clientAddress, logger, knownDevice });
    const headers = await beginSession(request, context, customer);
    return doneReply(form, redirectTo, { ok: true, redirectTo } as SignInReply, headers);
  });
}

/** With scripts: 'Login failed' too when the server cannot answer (decision 016). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendWithFallback(serverAction, { message: signInFailed });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>({ key: "sign-in" });
  const hydrated = useHydrated();
  const goSignedIn = useGoSignedIn();
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? actionData;
  const refused = answer && !answer.ok ? answer : undefined;
  const busy = fetcher.state !== "idle";
  useFocusFirstError(formRef, answer);

  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    toast({ title: "Welcome back!", variant: "success" });
    void goSignedIn(result.redirectTo);
  });

  const returnTo = searchParams.get("returnTo") ?? "";
  const notice = loginNoticeFor(searchParams);
  return (
    <AuthCard
      title="Welcome Back"
      intro="Sign in to see your orders, your details and your Mail Club."
      footer={
        <>
          <p>
            New here?{" "}
            <Link to="/register" className={textLink}>
              Create an account
            </Link>
          </p>
          <LinkButton to="/checkout" variant="secondary" className="mt-2">
            Checkout as Guest
          </LinkButton>
        </>
      }
    >
      <fetcher.Form ref={formRef} method="post" noValidate className="flex flex-col gap-5">
        {notice && !refused ? (
          <FormAlert tone="notice" title={notice.title}>
            {notice.text}
          </FormAlert>
        ) : null}
        {refused?.message ? (
          <FormAlert title="We couldn't sign you in">
            <p>{refused.message}</p>
            <p className="mt-1">
              Forgot your password?{" "}
              <Link to="/forgot-password" className={textLink}>
                Reset it here
              </Link>
            </p>
          </FormAlert>
        ) : null}
        <input type="hidden" name="returnTo" value={returnTo} />
        {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
        <EmailInput defaultValue={typedOr(refused, "email", "")} error={refused?.errors.email} />
        <div className="flex flex-col gap-1.5">
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={refused?.errors.password}
          />
          <Link to="/forgot-password" className={`${textLink} self-end text-sm`}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </fetcher.Form>
    </AuthCard>
  );
}
