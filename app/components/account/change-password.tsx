import { useRef } from "react";
import { useFetcher } from "react-router";
import { AccountSection } from "#app/components/account/account-section.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormRefusal, type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";

/**
 * 'Change Password': the current one, the new one twice. A wrong current password shows
 * 'Invalid current password' under its field. This browser stays signed in; others end.
 */
export function ChangePassword(props: { refused?: FormRefusal; changed: boolean }) {
  const fetcher = useFetcher<FormReply>({ key: "change-password" });
  const hydrated = useHydrated();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? props.refused;
  const refused = refusalOf(answer);
  const errors = refused?.errors ?? {};
  useFocusFirstError(formRef, answer);

  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    formRef.current?.reset();
    toast({
      title: "Password changed",
      description: "You've been signed out on your other devices.",
      variant: "success",
    });
  });

  return (
    <AccountSection
      id="password"
      title="Change Password"
      description="Changing it signs you out everywhere else."
      tape="clay"
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/account"
        noValidate
        className="flex flex-col gap-5"
      >
        {props.changed && !answer ? (
          <FormAlert tone="notice" title="Password changed">
            You've been signed out on your other devices.
          </FormAlert>
        ) : null}
        <input type="hidden" name="intent" value="password" />
        {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
        <Input
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={errors.newPassword}
          />
          <Input
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
        </div>
        <SubmitButton
          busy={fetcher.state !== "idle"}
          busyLabel="Changing..."
          className="sm:w-auto sm:self-end"
        >
          Change Password
        </SubmitButton>
      </fetcher.Form>
    </AccountSection>
  );
}

/**
 * In place of 'Change Password' for an account with no password yet (made for a guest who
 * joined the Mail Club without choosing one): the mailed link chooses it, or a new one.
 */
export function ChoosePassword() {
  return (
    <AccountSection
      id="password"
      title="Choose a Password"
      description="Your account has no password yet."
      tape="clay"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-soft">
          To sign in with a password, use the link in the e-mail we sent you when you joined the
          Mail Club. Has it expired, or can't you find it? Ask for a new link.
        </p>
        <LinkButton to="/forgot-password" variant="secondary" className="sm:w-auto sm:self-end">
          Send Me a New Link
        </LinkButton>
      </div>
    </AccountSection>
  );
}
