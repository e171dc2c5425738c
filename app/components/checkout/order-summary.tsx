import type { ReactNode } from "react";
import { PersonalisationList } from "#app/components/cart/personalisation-list.tsx";
import type { SummaryLine, SummaryTotals } from "#app/components/checkout/checkout-data.ts";
import { DiscountLines } from "#app/components/checkout/discount-lines.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { CartMoneyOff } from "#server/discounts/cart-code.ts";
import { formatMoney } from "#server/lib/money.ts";
import { type TaxLine, taxLineLabel } from "#server/tax/tax-label.ts";

/**
 * An order summary (spec §2): each 'title x quantity' with its line total, then subtotal, each
 * discount by name, shipping, tax and total. The same card on /checkout (from the server cart) and on
 * /order-complete (from the placed order).
 */
export function OrderSummary(props: {
  lines: SummaryLine[];
  totals: SummaryTotals;
  /** The shipping method's name beside its price. */
  shippingLabel?: string;
  /** Each discount by name (a placed order's, or the cart's before it is placed). */
  moneyOff?: Pick<CartMoneyOff, "applied" | "freePostage">;
  /** What free postage takes off the chosen postage. */
  postageOffCents?: number;
  /** Where the tax is owed and at what rate; VAT is shown as included, not added. */
  tax?: TaxLine | null;
  /**
   * What gift cards and store credit pay (or paid) of the total, each by name, and how PayPal's
   * part is put: "To pay with PayPal" before the order, "Paid with PayPal" after.
   */
  paidBy?: { parts: { label: string; amountCents: number }[]; paypalTerm: string };
  title?: string;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const id = props.id ?? "order-summary";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cx("paper-card relative px-5 pt-7 pb-6 sm:px-6", props.className)}
    >
      <span aria-hidden="true" className="tape tape-sage absolute -top-2.5 left-8 w-20 -rotate-2" />
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {props.title ?? "Order Summary"}
      </h2>
      <ul className="mt-4 flex flex-col gap-2.5">
        {props.lines.map((line) => (
          <li key={line.key} className="flex items-start justify-between gap-4 text-sm">
            <span className="min-w-0 break-words text-ink-soft">
              {line.title || "Product"} x {line.quantity}
              <PersonalisationList personalisation={line.personalisation} className="mt-0.5" />
            </span>
            <span className="shrink-0 font-medium tabular-nums">
              {formatMoney(line.lineTotalCents)}
            </span>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="stitch my-5 h-px" />
      <dl className="flex flex-col gap-1.5 text-sm">
        <Row term="Subtotal" cents={props.totals.subtotalCents} />
        {props.moneyOff ? (
          <DiscountLines moneyOff={props.moneyOff} postageOffCents={props.postageOffCents} />
        ) : null}
        <Row
          term={props.shippingLabel ? `Shipping · ${props.shippingLabel}` : "Shipping"}
          cents={props.totals.shippingCents}
        />
        <Row term={taxLineLabel(props.tax)} cents={props.totals.taxCents} />
        <div className="mt-2 flex items-baseline justify-between gap-4">
          <dt className="text-lg font-semibold">Total</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums">
            {formatMoney(props.totals.totalCents)}
          </dd>
        </div>
        {props.paidBy?.parts.length ? (
          <PaidBy {...props.paidBy} total={props.totals.totalCents} />
        ) : null}
      </dl>
      {props.children}
    </section>
  );
}

function Row({ term, cents }: { term: string; cents: number }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-soft">{term}</dt>
      <dd className="font-medium tabular-nums">{formatMoney(cents)}</dd>
    </div>
  );
}

/** The balances' parts below the total, then what is left for PayPal. */
function PaidBy(props: {
  parts: { label: string; amountCents: number }[];
  paypalTerm: string;
  total: number;
}) {
  const balanceCents = props.parts.reduce((sum, part) => sum + part.amountCents, 0);
  return (
    <>
      {props.parts.map((part) => (
        <div key={part.label} className="flex items-baseline justify-between gap-4">
          <dt className="min-w-0 text-sage-deep">{part.label}</dt>
          <dd className="shrink-0 font-medium tabular-nums text-sage-deep">
            −{formatMoney(part.amountCents)}
          </dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 font-semibold">
        <dt>{props.paypalTerm}</dt>
        <dd className="tabular-nums">{formatMoney(props.total - balanceCents)}</dd>
      </div>
    </>
  );
}
