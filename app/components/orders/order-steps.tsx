import { formatStatus } from "#app/components/account/order-format.ts";
import { cx } from "#app/components/ui/cx.ts";
import type { OrderStep, OrderTracking } from "#server/orders/order-progress.ts";

/** A step as the page gets it: its time already worded in the shop's time zone. */
export type ShownStep = Omit<OrderStep, "at"> & { at: string | null };

/**
 * The order's life as a list: what has happened (with when) and what is still to come, with
 * the carrier and its tracking link beside Shipped.
 */
export function OrderSteps({
  steps,
  tracking,
}: {
  steps: ShownStep[];
  tracking: OrderTracking | null;
}) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Order progress">
      {steps.map((step) => (
        <li key={step.step} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cx(
              "mt-1.5 size-3 shrink-0 rounded-full ring-2",
              step.done ? "bg-sage-deep ring-sage-deep" : "bg-paper ring-line",
            )}
          />
          <div className="flex min-w-0 flex-col">
            <span className={cx("font-semibold", step.done ? "text-ink" : "text-ink-soft")}>
              {formatStatus(step.step)}
              <span className="sr-only">{step.done ? " (done)" : " (to come)"}</span>
            </span>
            {step.done && step.at ? <span className="text-sm text-ink-soft">{step.at}</span> : null}
            {step.step === "shipped" && step.done && tracking ? (
              <TrackingLine tracking={tracking} />
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function TrackingLine({ tracking }: { tracking: OrderTracking }) {
  return (
    <span className="text-sm break-all text-ink-soft">
      {tracking.carrier} tracking{" "}
      {tracking.url ? (
        <a
          href={tracking.url}
          className="font-mono font-semibold text-clay underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          {tracking.number}
        </a>
      ) : (
        <span className="font-mono font-semibold text-ink">{tracking.number}</span>
      )}
    </span>
  );
}
