import { RIDE_ALONG_CHOICE } from "#app/components/checkout/checkout-data.ts";
import {
  RideAlongChoice,
  type RideAlongView,
} from "#app/components/checkout/ride-along-choice.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { formatMoney } from "#server/lib/money.ts";
import type { CheckoutShipping } from "#server/shipping/checkout-shipping.ts";
import { offeredOptions } from "#server/shipping/offered-options.ts";

/**
 * The Shipping step's methods for the address's country, each with its price ("Free" over
 * the zone's threshold), as radio buttons named `shippingMethodId`. The server prices the
 * choice again when the order is placed. Nothing shows when nothing is posted. A member may
 * choose their next Mail Club issue instead.
 */

/** A shipping method's id (0: none chosen), or the member's Mail Club envelope. */
export type ShippingChoice = number | typeof RIDE_ALONG_CHOICE;
export function ShippingMethods(props: {
  shipping: CheckoutShipping | null;
  /** A method's id, the Mail Club envelope, or none yet. */
  chosen: ShippingChoice | undefined;
  onChoose: (choice: ShippingChoice) => void;
  /** The member's next Mail Club issue, offered first (decision 030); null for anyone else. */
  rideAlong?: RideAlongView | null;
  error?: string;
}) {
  const { shipping, rideAlong } = props;
  // Nothing posted, or a shop that prices no postage: nothing to choose, but the envelope.
  const unpriced = shipping !== null && (!shipping.quotes.needsPostage || !shipping.quotes.priced);
  if (unpriced && !rideAlong?.available) return null;
  const options = shipping && !unpriced ? offeredOptions(shipping.quotes) : [];
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="shipping-method-error">
      <legend className="mb-4 font-display text-xl font-semibold">Shipping method</legend>
      {rideAlong ? (
        <RideAlongChoice
          rideAlong={rideAlong}
          chosen={props.chosen === RIDE_ALONG_CHOICE}
          onChoose={() => props.onChoose(RIDE_ALONG_CHOICE)}
        />
      ) : null}
      {unpriced ? (
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-4 py-3">
          <input
            type="radio"
            name="shippingMethodId"
            value=""
            checked={props.chosen !== RIDE_ALONG_CHOICE}
            onChange={() => props.onChoose(0)}
            className="mt-1 size-5 accent-sage-deep"
          />
          <span className="flex-1 font-semibold">Post it on its own</span>
        </label>
      ) : shipping === null ? (
        <p className="text-sm text-ink-soft">Finding the postage for your country…</p>
      ) : shipping.cannotPost ? (
        <FormAlert tone="notice">{shipping.cannotPost}</FormAlert>
      ) : null}
      {options.map((option) => (
        <label
          key={option.methodId}
          className={cx(
            "flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3",
            props.chosen === option.methodId ? "border-sage-deep bg-paper-deep/50" : "border-line",
          )}
        >
          <input
            type="radio"
            name="shippingMethodId"
            value={option.methodId}
            checked={props.chosen === option.methodId}
            onChange={() => props.onChoose(option.methodId)}
            className="mt-1 size-5 accent-sage-deep"
          />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold">{option.name}</span>
            {option.description ? (
              <span className="text-sm text-ink-soft">{option.description}</span>
            ) : null}
          </span>
          <span className="shrink-0 font-medium tabular-nums">
            {option.freeShipping ? "Free" : formatMoney(option.priceCents)}
          </span>
        </label>
      ))}
      {props.error ? (
        <p id="shipping-method-error" className="text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
