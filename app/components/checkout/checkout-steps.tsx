import { cx } from "#app/components/ui/cx.ts";

const steps = ["Shipping", "Payment"] as const;
export type CheckoutStep = (typeof steps)[number];

/** The two steps of checkout (spec §2): Shipping, then Payment on PayPal. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex items-center gap-3 text-sm font-semibold">
        {steps.map((step, index) => {
          const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "next";
          return (
            <li key={step} className="flex items-center gap-3">
              {index > 0 ? (
                <span aria-hidden="true" className="h-px w-8 bg-line-strong sm:w-12" />
              ) : null}
              <span
                aria-current={state === "current" ? "step" : undefined}
                className={cx(
                  "flex items-center gap-2",
                  state === "next" ? "text-ink-soft" : "text-ink",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    "inline-flex size-7 items-center justify-center rounded-pill text-xs",
                    state === "current" && "bg-clay text-paper-raised",
                    state === "done" && "bg-sage-deep text-paper-raised",
                    state === "next" && "border border-line-strong bg-paper-raised",
                  )}
                >
                  {index + 1}
                </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
