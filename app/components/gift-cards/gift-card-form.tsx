import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ChoiceList } from "#app/components/ui/choice-list.tsx";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { errorsOf, refusalOf, typedValues } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import type { GiftCardOffer } from "#server/balances/gift-card-offer.ts";
import { centsToDollars, formatMoney } from "#server/lib/money.ts";

export interface GiftCardFormProps {
  offer: GiftCardOffer;
  countries: { value: string; label: string }[];
  homeCountry: string;
  /** Today and a year ahead on the shop's calendar: the days its e-mail may go. */
  sendFrom: string;
  sendUntil: string;
  /** A signed-in buyer: their name and e-mail, the e-mail not to be changed here. */
  buyer: { name: string; email: string } | null;
  reply: unknown;
}

/**
 * A gift card's form: the amount (one offered, or the buyer's own within the maker's bounds),
 * who it is for, the message, the day it is e-mailed, and who it is from. A plain form: it
 * works before scripts, and goes on to PayPal.
 */
export function GiftCardForm(props: GiftCardFormProps) {
  const { offer, buyer, reply } = props;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, reply);
  const busy = useNavigation().state !== "idle";
  const errors = errorsOf(reply);
  const values = typedValues(reply) ?? {};
  const refused = refusalOf(reply);
  const amounts = [
    ...offer.amountsCents.map((cents) => ({
      value: centsToDollars(cents),
      label: formatMoney(cents),
    })),
    ...(offer.custom ? [{ value: "custom", label: "Another amount" }] : []),
  ];
  const [amount, setAmount] = useState(values.amount ?? amounts[1]?.value ?? amounts[0]?.value);
  return (
    <Form ref={form} method="post" noValidate className="flex flex-col gap-10">
      <input type="hidden" name="productId" value={offer.productId} />
      <div
        className="flex flex-col gap-4"
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === "amount") setAmount(input.value);
        }}
      >
        <ChoiceList
          name="amount"
          legend="Amount"
          choices={amounts}
          defaultValue={amount}
          error={errors.amount}
        />
        {offer.custom ? (
          <Input
            label="Your amount, in dollars"
            name="customAmount"
            inputMode="decimal"
            autoComplete="off"
            hint={`From ${formatMoney(offer.custom.minCents)} to ${formatMoney(offer.custom.maxCents)}, with "Another amount" chosen.`}
            defaultValue={values.customAmount}
            error={errors.customAmount}
            wrapperClassName={amount === "custom" ? undefined : "opacity-70"}
          />
        ) : null}
      </div>
      <section className="flex flex-col gap-5" aria-labelledby="card-recipient">
        <h2 id="card-recipient" className="text-xl font-semibold">
          Who it&apos;s for
        </h2>
        <Input
          label="Their name"
          name="recipientName"
          required
          autoComplete="off"
          defaultValue={values.recipientName}
          error={errors.recipientName}
        />
        <EmailInput
          label="Their e-mail (optional)"
          name="recipientEmail"
          autoComplete="off"
          required={false}
          hint="The card goes here on the day you choose. Leave it blank to have it sent to you, to print or pass on."
          defaultValue={values.recipientEmail}
          error={errors.recipientEmail}
        />
        <Textarea
          label="Your message (optional)"
          name="message"
          maxLength={500}
          hint="Shown in the e-mail and on the printable card. Up to 500 characters."
          defaultValue={values.message}
          error={errors.message}
          className="min-h-28"
        />
        <Input
          label="Day to send it"
          name="sendOn"
          type="date"
          min={props.sendFrom}
          max={props.sendUntil}
          hint="From today to a year ahead. Cards never expire."
          defaultValue={values.sendOn ?? props.sendFrom}
          error={errors.sendOn}
        />
      </section>
      <section className="flex flex-col gap-5" aria-labelledby="card-sender">
        <h2 id="card-sender" className="text-xl font-semibold">
          From you
        </h2>
        <Input
          label="Your name"
          name="senderName"
          required
          autoComplete="name"
          hint="As the card says who it is from."
          defaultValue={values.senderName ?? buyer?.name}
          error={errors.senderName}
        />
        <EmailInput
          label="Your e-mail"
          name="buyerEmail"
          defaultValue={buyer?.email ?? values.buyerEmail}
          readOnly={buyer !== null}
          hint={buyer ? "Signed in as this e-mail." : "We send your receipt here."}
          error={errors.buyerEmail}
        />
        <Select
          label="Your country"
          name="country"
          options={props.countries}
          defaultValue={values.country ?? props.homeCountry}
          error={errors.country}
        />
      </section>
      <div className="flex flex-col gap-4">
        {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
        <SubmitButton busy={busy} busyLabel="Processing..." className="sm:w-auto sm:self-end">
          Continue to Payment
        </SubmitButton>
        <p className="text-sm text-ink-soft sm:text-right">
          You pay through PayPal. Gift cards and store credit cannot pay for a gift card.
        </p>
      </div>
    </Form>
  );
}
