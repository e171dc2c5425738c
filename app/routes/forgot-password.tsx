import { useRef } from "react";
import { Link, useFetcher } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { MailIcon } from "#app/components/icons.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { EmailInput } from "#app/components/ui/input.tsx";
import { type FormReply, typedOr } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import { requestPasswordReset } from "#server/accounts/password-reset.ts";
import { forgotPasswordSchema } from "#server/accounts/validation.ts";
import { appContext } from "#server/context.ts";
import { deferWork } from "#server/lib/deferred-work.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Forgot Password",
    description: "Get a link by e-mail to choose a new password.",
    shopName: shopNameFrom(matches),
  });
}

type ForgotReply = FormReply<{ email: string }>;

/**
 * Sends a reset link when the address has an account. Whatever happens after the address is
 * read (no such account, too many requests, a failure), the answer is the same 'Check Your
 * Email', so nobody learns which addresses have accounts (spec §4).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress, logger } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ values: { email: form.email ?? "" } }, async () => {
    const { email } = parseInput(forgotPasswordSchema, form, { message: "" });
    // Answered before the work is done, so known and unknown addresses take the same time.
    const meta = { clientAddress, publicUrl: config.publicUrl };
    deferWork(() => requestPasswordReset(db, email, meta), logger, "password reset request");
    return { ok: true, email } satisfies ForgotReply;
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>({ key: "forgot-password" });
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? actionData;
  useFocusFirstError(formRef, answer);

  if (answer?.ok) return <CheckYourEmail email={answer.email} />;
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <AuthCard
      title="Forgot Password?"
      tape="clay"
      intro="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{" "}
          <Link to="/login" className={textLink}>
            Back to Login
          </Link>
        </p>
      }
    >
      <fetcher.Form ref={formRef} method="post" noValidate className="flex flex-col gap-5">
        <EmailInput defaultValue={typedOr(refused, "email", "")} error={refused?.errors.email} />
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </fetcher.Form>
    </AuthCard>
  );
}

function CheckYourEmail({ email }: { email: string }) {
  return (
    <AuthCard
      title="Check Your Email"
      tape="clay"
      intro={
        <p>
          If an account exists for <strong className="text-ink">{email}</strong>, a link to reset
          your password is on its way. It works once, within the next hour.
        </p>
      }
      footer={
        <p>
          Nothing arrived?{" "}
          <Link to="/forgot-password" reloadDocument className={textLink}>
            Try again
          </Link>
        </p>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="flex items-start gap-3 rounded-md bg-sage-wash px-4 py-3 text-sm text-ink">
          <MailIcon className="mt-0.5 size-5 shrink-0 text-sage-deep" />
          <span>Don't see it? Look in your spam or promotions folder.</span>
        </p>
        <LinkButton to="/login" size="lg" className="w-full">
          Back to Login
        </LinkButton>
      </div>
    </AuthCard>
  );
}
