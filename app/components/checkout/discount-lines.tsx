import { cx } from "#app/components/ui/cx.ts";
import type { CartMoneyOff } from "#server/discounts/cart-code.ts";
import { clubOfferTerms } from "#server/discounts/club-offer-terms.ts";
import { formatMoney } from "#server/lib/money.ts";

/**
 * Each discount as a line with its name and what it takes off ("−$1.78"), and a free-postage
 * code's note until the postage is known. Nothing when nothing is off.
 */
export function DiscountLines(props: {
  moneyOff: Pick<CartMoneyOff, "applied" | "freePostage"> & {
    clubOffer?: CartMoneyOff["clubOffer"];
  };
  /** What the free postage takes off the chosen postage, once it is known. */
  postageOffCents?: number;
  className?: string;
}) {
  const { applied, freePostage, clubOffer } = props.moneyOff;
  if (applied.length === 0 && !freePostage && !clubOffer) return null;
  return (
    <dl className={cx("flex flex-col gap-1.5 text-sm", props.className)}>
      {applied.map((discount) => (
        <div key={discount.name} className="flex items-baseline justify-between gap-4">
          <dt className="min-w-0 text-sage-deep">{discount.name}</dt>
          <dd className="shrink-0 font-medium tabular-nums text-sage-deep">
            −{formatMoney(discount.amountCents)}
          </dd>
        </div>
      ))}
      {freePostage ? (
        <div className="flex items-baseline justify-between gap-4">
          <dt className="min-w-0 text-sage-deep">{freePostage.name}</dt>
          <dd className="shrink-0 font-medium tabular-nums text-sage-deep">
            {props.postageOffCents === undefined
              ? "Postage off at checkout"
              : `−${formatMoney(props.postageOffCents)}`}
          </dd>
        </div>
      ) : null}
      {clubOffer ? (
        <div className="flex flex-col gap-0.5">
          <dt className="text-sage-deep">{clubOffer.name}</dt>
          <dd className="text-sage-deep">{clubOfferTerms(clubOffer)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
