import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { AddressFields } from "#app/components/address/address-fields.tsx";
import { ChoiceList } from "#app/components/ui/choice-list.tsx";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { errorsOf, refusalOf, typedValues } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import type { AddressFormOptions } from "#server/addresses/address-form-options.ts";
import type { GiftOffer } from "#server/mail-club/gifts/gift-offer.ts";

const revealChoices = [
  { value: "email", label: "E-mail them on the day I choose" },
  { value: "self", label: "I'll tell them myself (print a gift card after paying)" },
];

export interface GiftFormProps {
  offer: GiftOffer;
  recipientForm: AddressFormOptions;
  billingForm: AddressFormOptions;
  /** A signed-in gifter: their name and e-mail, the e-mail not to be changed here. */
  gifter: { name: string; email: string } | null;
  reply: unknown;
}

/**
 * "Give the Mail Club": the length, who it is for and where it goes, the first issue, the
 * message, how they hear of it, and the gifter with their billing address, kept apart from
 * the recipient's. A plain form: it works before scripts, and goes on to PayPal.
 */
export function GiftForm({ offer, recipientForm, billingForm, gifter, reply }: GiftFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, reply);
  const busy = useNavigation().state !== "idle";
  const errors = errorsOf(reply);
  const values = typedValues(reply) ?? {};
  const refused = refusalOf(reply);
  const lengths = offer.lengths.map(({ issueCount, label }) => ({
    value: String(issueCount),
    label,
  }));
  return (
    <Form ref={form} method="post" noValidate className="flex flex-col gap-10">
      <ChoiceList
        name="issueCount"
        legend="How many issues?"
        choices={lengths}
        defaultValue={values.issueCount ?? lengths[0]?.value}
        error={errors.issueCount}
      />
      <section className="flex flex-col gap-5" aria-labelledby="gift-recipient">
        <h2 id="gift-recipient" className="text-xl font-semibold">
          Who it&apos;s for
        </h2>
        <AddressFields
          name="recipientAddress"
          section="shipping"
          legend="Their name and address"
          intro="Every issue of the gift is mailed here. The plan follows the country."
          values={values}
          errors={errors}
          options={recipientForm}
        />
        <EmailInput
          label="Their e-mail (optional)"
          name="recipientEmail"
          autoComplete="off"
          required={false}
          hint="Needed for the gift e-mail, and so they can change their address or skip an issue."
          defaultValue={values.recipientEmail}
          error={errors.recipientEmail}
        />
      </section>
      <section className="flex flex-col gap-5" aria-labelledby="gift-when">
        <h2 id="gift-when" className="text-xl font-semibold">
          When it begins
        </h2>
        <p className="text-ink-soft">{offer.nextIssueNote}</p>
        <Select
          label="First issue"
          name="firstIssue"
          hint="Each issue is mailed in the first week of its month."
          options={offer.firstIssues.map(({ key, label }) => ({ value: key, label }))}
          defaultValue={values.firstIssue ?? offer.firstIssues[0]?.key}
          error={errors.firstIssue}
        />
        <Textarea
          label="Your message (optional)"
          name="message"
          maxLength={500}
          hint="Written by hand on a card in the first envelope. Up to 500 characters."
          defaultValue={values.message}
          error={errors.message}
          className="min-h-28"
        />
        <ChoiceList
          name="reveal"
          legend="How do they hear of it?"
          choices={revealChoices}
          defaultValue={values.reveal ?? "email"}
          error={errors.reveal}
        />
        <Input
          label="Day of the gift e-mail"
          name="revealOn"
          type="date"
          min={offer.revealFrom}
          max={offer.revealUntil}
          hint="From today until the first envelope is in the post. Not needed if you tell them yourself."
          defaultValue={values.revealOn ?? offer.revealFrom}
          error={errors.revealOn}
        />
      </section>
      <section className="flex flex-col gap-5" aria-labelledby="gift-gifter">
        <h2 id="gift-gifter" className="text-xl font-semibold">
          From you
        </h2>
        <Input
          label="Your name"
          name="gifterName"
          required
          autoComplete="name"
          defaultValue={values.gifterName ?? gifter?.name}
          error={errors.gifterName}
        />
        <EmailInput
          label="Your e-mail"
          name="gifterEmail"
          defaultValue={gifter?.email ?? values.gifterEmail}
          readOnly={gifter !== null}
          hint={gifter ? "Signed in as this e-mail." : "We send your receipt here."}
          error={errors.gifterEmail}
        />
        <AddressFields
          name="billingAddress"
          section="billing"
          legend="Your billing address"
          intro="Only for the payment: nothing is ever posted to it."
          values={values}
          errors={errors}
          options={billingForm}
        />
      </section>
      <Input
        label="Pay with a gift card (optional)"
        name="giftCardCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        className="font-mono"
        hint="It pays first, and PayPal the rest; a card that covers the gift starts it with nothing to pay at PayPal. Give it to yourself to turn a card into issues."
        defaultValue={values.giftCardCode}
        error={errors.giftCardCode}
      />
      <div className="flex flex-col gap-4">
        {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
        <SubmitButton busy={busy} busyLabel="Processing..." className="sm:w-auto sm:self-end">
          Continue to Payment
        </SubmitButton>
        <p className="text-sm text-ink-soft sm:text-right">
          You pay once, through PayPal. A gift does not renew.
        </p>
      </div>
    </Form>
  );
}
