import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { PaymentStepData } from "#app/components/checkout/checkout-data.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { formatMoney } from "#server/lib/money.ts";

export const REDIRECT_NOTE = "You will be redirected to PayPal to complete your purchase.";

/**
 * The Payment step (spec §2): the order is placed and holds its stock, PayPal's page was out
 * of reach. 'Pay with PayPal' tries again for the same order; a placed order that can no
 * longer be paid offers the cart instead.
 */
export function PaymentStep({ step }: { step: PaymentStepData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  // The shipping form this replaces was scrolled to its button: start the step at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <section
      aria-labelledby="payment-title"
      className="paper-card relative flex flex-col gap-5 px-5 pt-7 pb-7 sm:px-7"
    >
      <span aria-hidden="true" className="tape tape-sage absolute -top-2.5 left-8 w-20 rotate-2" />
      <div className="flex flex-col gap-1">
        <h2
          id="payment-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold focus:outline-none"
        >
          Complete your purchase
        </h2>
        <p className="text-ink-soft">
          Order {step.orderNumber} · {formatMoney(step.totalCents)}, paid through PayPal.
        </p>
      </div>
      <FormAlert title="Payment failed">{step.message}</FormAlert>
      {step.canRetry ? (
        <Form method="post" action="/checkout" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="pay" />
          <SubmitButton busy={busy} busyLabel="Processing Payment..." className="sm:w-auto">
            Pay with PayPal
          </SubmitButton>
          <p className="text-sm text-ink-soft">{REDIRECT_NOTE}</p>
        </Form>
      ) : (
        <LinkButton to="/cart" variant="secondary" className="self-start">
          Back to Cart
        </LinkButton>
      )}
    </section>
  );
}

/** While the shipping form is sent: the order and PayPal's page are being made. */
export function PreparingPayment() {
  return (
    <p role="status" className="text-sm font-semibold text-sage-deep sm:text-right">
      Preparing payment... {REDIRECT_NOTE}
    </p>
  );
}
