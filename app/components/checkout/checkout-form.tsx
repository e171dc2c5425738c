import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { textLink } from "#app/components/account/auth-card.tsx";
import { AddressFields } from "#app/components/address/address-fields.tsx";
import {
  type CheckoutValues,
  checkoutFields as f,
} from "#app/components/checkout/checkout-data.ts";
import {
  type CountryQuestion,
  CountryQuestionField,
} from "#app/components/checkout/country-question.tsx";
import { PreparingPayment, REDIRECT_NOTE } from "#app/components/checkout/payment-step.tsx";
import type { RideAlongView } from "#app/components/checkout/ride-along-choice.tsx";
import {
  type ShippingChoice,
  ShippingMethods,
} from "#app/components/checkout/shipping-methods.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { EmailInput, Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormRefusal, typedValues } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import type { AddressFormOptions } from "#server/addresses/address-form-options.ts";
import type { CheckoutShipping } from "#server/shipping/checkout-shipping.ts";

const FREE_ORDER_NOTE = "Nothing to pay: your order is confirmed as soon as you place it.";
const PAID_BY_BALANCES_NOTE =
  "Your gift card and store credit pay for it all: nothing goes through PayPal, and the order is confirmed as soon as you place it.";
/** A joining guest's password may be left empty: the account is made, a link chooses it later. */
const MEMBER_PASSWORD_LABEL = "Password for your account (optional)";
const MEMBER_PASSWORD_HINT =
  "At least 8 characters. Or leave it empty, and we'll e-mail you a link to choose one.";

/**
 * The Shipping step (spec §2 Checkout): contact, address and, for a guest,
 * the optional account. A plain form post: the server answers with the field errors, or
 * sends the browser on to PayPal. Editing a field clears its error once scripts run.
 */
export function CheckoutForm(props: {
  /** The signed-in customer's e-mail, fixed; null for a guest. */
  customerEmail: string | null;
  /**
   * A Mail Club plan in the cart: a guest's account is made as they join, no checkbox; its
   * password is optional (left empty, a link to choose it is mailed).
   */
  hasSubscription: boolean;
  /**
   * Nothing left for PayPal: `free` for freebies, `balances` when gift cards or store credit
   * pay it all; the order is confirmed at once. Null: PayPal pays.
   */
  nothingDue: "free" | "balances" | null;
  /** Something to post; false for downloads only, which need no street address. */
  postal: boolean;
  values: CheckoutValues;
  refused?: FormRefusal;
  addressForm: AddressFormOptions;
  shipping: CheckoutShipping | null;
  chosenMethod: ShippingChoice | undefined;
  onChooseMethod: (choice: ShippingChoice) => void;
  /** A member's choice of their next Mail Club issue (decision 030); null for anyone else. */
  rideAlong: RideAlongView | null;
  onCountryChange: (country: string) => void;
  /** Downloads only: which country the buyer lives in, when their evidence disagreed. */
  countryQuestion?: CountryQuestion | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/checkout";
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, props.refused);

  // The errors of the latest answer, less those of the fields edited since.
  const [edited, setEdited] = useState<{ answer?: FormRefusal; names: Set<string> }>({
    answer: props.refused,
    names: new Set(),
  });
  const names = edited.answer === props.refused ? edited.names : new Set<string>();
  const errors = Object.fromEntries(
    Object.entries(props.refused?.errors ?? {}).filter(([name]) => !names.has(name)),
  );
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name;
    if (!name || !errors[name]) return;
    setEdited({ answer: props.refused, names: new Set(names).add(name) });
  };

  const values = typedValues(props.refused) ?? props.values;
  const guest = props.customerEmail === null;
  return (
    <Form
      ref={formRef}
      method="post"
      action="/checkout"
      noValidate
      onChange={clearError}
      className="flex flex-col gap-8"
    >
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-xl font-semibold">Contact</legend>
        {guest ? (
          <p className="-mt-2 text-sm text-ink-soft">
            Have an account?{" "}
            <Link to="/login?returnTo=/checkout" className={textLink}>
              Sign in
            </Link>
          </p>
        ) : null}
        <EmailInput
          name={guest ? f.email : undefined}
          disabled={!guest}
          defaultValue={guest ? values[f.email] : (props.customerEmail ?? "")}
          hint={
            guest
              ? props.postal
                ? "We send your receipt and shipping news here."
                : "We send your receipt and download links here."
              : "Signed in as this e-mail."
          }
          error={errors[f.email]}
        />
        <Input
          label="Phone (optional)"
          name={f.phone}
          type="tel"
          autoComplete="tel"
          defaultValue={values[f.phone]}
          error={errors[f.phone]}
        />
      </fieldset>

      {props.countryQuestion ? <CountryQuestionField question={props.countryQuestion} /> : null}
      <AddressFields
        name="shippingAddress"
        section="shipping"
        legend={props.postal ? "Shipping address" : "Digital delivery"}
        intro={
          props.postal
            ? undefined
            : "Nothing to post: your files are ready to download as soon as the order is paid."
        }
        countryHint={
          props.postal ? undefined : "Where you live: the shop keeps it for tax on digital sales."
        }
        values={values}
        errors={errors}
        options={props.addressForm}
        postal={props.postal}
        onCountryChange={props.onCountryChange}
      />
      {props.postal && !props.hasSubscription ? (
        <ShippingMethods
          shipping={props.shipping}
          chosen={props.chosenMethod}
          onChoose={props.onChooseMethod}
          rideAlong={props.rideAlong}
          error={errors.shippingMethodId}
        />
      ) : null}

      {props.hasSubscription ? <input type="hidden" name="intent" value="join" /> : null}
      {props.hasSubscription && guest ? (
        <div className="flex flex-col gap-4 rounded-lg border border-line bg-paper-deep/50 px-4 py-4 sm:px-5">
          <p className="text-sm text-ink-soft">
            We create an account for you as you join, so you can change your address or cancel
            anytime.
          </p>
          <Input
            label={MEMBER_PASSWORD_LABEL}
            name={f.password}
            type="password"
            autoComplete="new-password"
            placeholder="Minimum 8 characters"
            hint={MEMBER_PASSWORD_HINT}
            error={errors[f.password]}
          />
        </div>
      ) : props.hasSubscription ? null : guest ? (
        <AccountOption values={values} errors={errors} />
      ) : null}

      <div className="flex flex-col gap-4">
        {props.refused?.message ? (
          <FormAlert title={props.refused.title}>{props.refused.message}</FormAlert>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Processing..." className="sm:w-auto sm:self-end">
          {props.nothingDue === "free"
            ? "Place Free Order"
            : props.nothingDue === "balances"
              ? "Place Order"
              : "Continue to Payment"}
        </SubmitButton>
        {props.nothingDue ? (
          <p className="text-sm text-ink-soft sm:text-right">
            {props.nothingDue === "free" ? FREE_ORDER_NOTE : PAID_BY_BALANCES_NOTE}
          </p>
        ) : busy ? (
          <PreparingPayment />
        ) : (
          <p className="text-sm text-ink-soft sm:text-right">{REDIRECT_NOTE}</p>
        )}
      </div>
    </Form>
  );
}

/**
 * 'Create an account after order (optional)': ticking it shows 'Password for new account *'
 * (plain CSS, so it works before scripts load).
 */
function AccountOption(props: { values: CheckoutValues; errors: Record<string, string> }) {
  return (
    <div className="group flex flex-col gap-4 rounded-lg border border-line bg-paper-deep/50 px-4 py-4 sm:px-5">
      <Checkbox
        id="create-account"
        name={f.createAccount}
        label="Create an account after order (optional)"
        hint="Track your orders and check out faster next time."
        defaultChecked={props.values[f.createAccount] === "on"}
      />
      <div className="hidden group-has-[#create-account:checked]:block">
        <Input
          label="Password for new account"
          name={f.password}
          type="password"
          autoComplete="new-password"
          required
          placeholder="Minimum 8 characters"
          error={props.errors[f.password]}
        />
      </div>
    </div>
  );
}
