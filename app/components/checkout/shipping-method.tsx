import { formatMoney } from "#app/components/cart/format-money.ts";
import { checkoutFields as f } from "#app/components/checkout/checkout-data.ts";

const methods = [
  { value: "standard", label: "Standard shipping", hint: "Ships in 1-2 business days." },
  { value: "express", label: "Express shipping", hint: "Packed first, sent by priority mail." },
] as const;

/** Standard or express (spec §3); both cost $0.00 for now (decisions.md 3). */
export function ShippingMethod(props: { value?: string; error?: string }) {
  const chosen = props.value === "express" ? "express" : "standard";
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-display text-xl font-semibold">Shipping method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {methods.map((method) => (
          <label
            key={method.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-line-strong bg-paper-raised px-4 py-3 transition-colors hover:border-ink has-[:checked]:border-sage-deep has-[:checked]:bg-sage-wash has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name={f.shippingMethod}
              value={method.value}
              defaultChecked={chosen === method.value}
              className="mt-1 size-4 accent-sage-deep focus:outline-none"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex justify-between gap-3 font-semibold text-ink">
                {method.label}
                <span className="tabular-nums">{formatMoney(0)}</span>
              </span>
              <span className="text-sm text-ink-soft">{method.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
