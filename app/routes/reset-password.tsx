import { useEffect, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import { resetPassword } from "#server/accounts/password-reset.ts";
import { resetPasswordSchema } from "#server/accounts/validation.ts";
import { appContext } from "#server/context.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/reset-password";

/** Where the success view goes after 3 seconds (spec §9), with a message shown there. */
const AFTER_RESET = "/login?reset=success";
const REDIRECT_SECONDS = 3;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Reset Password",
    description: "Choose a new password for your account.",
    shopName: shopNameFrom(matches),
  });
}

/** The link's token, from ?token=; the page never stores it. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token };
}

/** A page whose address holds a secret is never kept by a cache. */
export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({}, async () => {
    const { token, password } = parseInput(resetPasswordSchema, form, { message: "" });
    await resetPassword(db, { token, password }, { publicUrl: config.publicUrl });
    return { ok: true } satisfies FormReply;
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>({ key: "reset-password" });
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? actionData;
  useFocusFirstError(formRef, answer);

  if (answer?.ok) return <ResetDone />;
  if (!loaderData.token) return <InvalidLink />;
  const refused = refusalOf(answer);
  const errors = refused?.errors ?? {};
  // A missing or mangled token is about the link, not a field the reader can fix.
  const linkProblem = errors.token ?? refused?.message;
  return (
    <AuthCard
      title="Reset Password"
      tape="clay"
      intro="Choose a new password for your account. It needs at least 8 characters."
      footer={
        <Link to="/login" className={textLink}>
          Back to Login
        </Link>
      }
    >
      <fetcher.Form ref={formRef} method="post" noValidate className="flex flex-col gap-5">
        {linkProblem ? (
          <FormAlert title="We couldn't reset your password">
            <p>{linkProblem}</p>
            <p className="mt-1">
              <Link to="/forgot-password" className={textLink}>
                Request New Reset Link
              </Link>
            </p>
          </FormAlert>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <Input
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <Input
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Resetting...">
          Reset Password
        </SubmitButton>
      </fetcher.Form>
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard
      title="Invalid Reset Link"
      tape="clay"
      intro="This password reset link is incomplete. Request a new one and use the link in the e-mail as it is."
    >
      <div className="flex flex-col gap-3">
        <LinkButton to="/forgot-password" size="lg" className="w-full">
          Request New Reset Link
        </LinkButton>
        <LinkButton to="/login" variant="secondary" size="lg" className="w-full">
          Back to Login
        </LinkButton>
      </div>
    </AuthCard>
  );
}

/**
 * 'Password Reset Successful!', then on to the sign-in screen after 3 seconds: by script once
 * the page runs scripts, else by the browser's refresh (a page posted without JavaScript).
 */
function ResetDone() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(AFTER_RESET, { replace: true }),
      REDIRECT_SECONDS * 1000,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard
      title="Password Reset Successful!"
      tape="sage"
      intro="Your password has been changed and you've been signed out everywhere else."
    >
      {hydrated ? null : (
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=${AFTER_RESET}`} />
      )}
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-ink-soft">
          Taking you to sign in…
        </p>
        <LinkButton to={AFTER_RESET} size="lg" className="w-full">
          Sign In Now
        </LinkButton>
      </div>
    </AuthCard>
  );
}
