import { RIDE_ALONG_CHOICE } from "#app/components/checkout/checkout-data.ts";
import { cx } from "#app/components/ui/cx.ts";

/** What the checkout tells a member about sending the order with their next issue. */
export type RideAlongView =
  | { available: true; label: string; addressLines: string[] }
  | { available: false; note: string };

/**
 * "Send with my next Mail Club issue" among the shipping options, for a member whose items
 * all fit in the envelope (decision 030): a radio named like the methods, so it is one choice
 * among them. When an item does not fit, the rule is said instead of the choice.
 */
export function RideAlongChoice(props: {
  rideAlong: RideAlongView;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { rideAlong } = props;
  if (!rideAlong.available) {
    return <p className="text-sm text-ink-soft">{rideAlong.note}</p>;
  }
  return (
    <label
      className={cx(
        "flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3",
        props.chosen ? "border-sage-deep bg-paper-deep/50" : "border-line",
      )}
    >
      <input
        type="radio"
        name="shippingMethodId"
        value={RIDE_ALONG_CHOICE}
        checked={props.chosen}
        onChange={props.onChoose}
        className="mt-1 size-5 accent-sage-deep"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{rideAlong.label}</span>
        <span className="text-sm text-ink-soft">
          It waits for your issue and comes in its envelope, to your Mail Club address:{" "}
          {rideAlong.addressLines.join(", ")}. The address above is not used.
        </span>
      </span>
      <span className="shrink-0 font-medium tabular-nums">Free</span>
    </label>
  );
}
