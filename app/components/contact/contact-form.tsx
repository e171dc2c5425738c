import { useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { HoneypotField } from "#app/components/contact/honeypot-field.tsx";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormRefusal, type FormReply, typedOr } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import {
  contactFailureMessage,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
} from "#server/content/contact/contact-limits.ts";

type Refused = FormRefusal;

/**
 * Full Name, Email and Message, all required (spec §5). Refused input comes back with each
 * field's message under it; any other failure shows the alert above the kept form.
 */
export function ContactForm({
  fetcher,
  refused,
  ownerEmail,
}: {
  fetcher: FetcherWithComponents<FormReply>;
  refused?: Refused;
  ownerEmail: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const errors = refused?.errors ?? {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  useFocusFirstError(formRef, refused);

  return (
    <>
      <h2
        id="contact-card-title"
        tabIndex={-1}
        className="text-2xl font-semibold focus:outline-none"
      >
        Send a message
      </h2>
      <p className="mt-1 text-ink-soft">All fields are required.</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/contact"
        className="relative mt-6 flex flex-col gap-5"
      >
        {refused && !hasFieldErrors ? (
          <FormAlert title="Message not sent">
            {/* Without a message of the server's own: spec §8 Contact failure. */}
            <p>{refused.message || contactFailureMessage(ownerEmail)}</p>
          </FormAlert>
        ) : null}
        <Input
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          maxLength={MAX_NAME_LENGTH}
          defaultValue={typedOr(refused, "fullName", "")}
          error={errors.fullName}
        />
        <EmailInput defaultValue={typedOr(refused, "email", "")} error={errors.email} />
        <Textarea
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={MAX_MESSAGE_LENGTH}
          defaultValue={typedOr(refused, "message", "")}
          error={errors.message}
        />
        <HoneypotField />
        <SubmitButton
          busy={fetcher.state !== "idle"}
          busyLabel="Sending..."
          className="sm:w-auto sm:self-start"
        >
          Send Message
        </SubmitButton>
      </fetcher.Form>
    </>
  );
}
