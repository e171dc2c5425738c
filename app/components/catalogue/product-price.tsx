import type { ProductSale } from "#server/catalogue/sale-price.ts";
import { formatMoney } from "#server/lib/money.ts";

/**
 * A product's price: with a sale in force, the price after it, the old price struck through
 * and, on the product's page, the lowest price of the 30 days before (the EU's rule for an
 * advertised reduction, shown to everyone).
 */
export function ProductPrice(props: {
  priceCents: number;
  sale: ProductSale | null;
  className?: string;
  /** The product's page says more: the sale's name and the 30 days' lowest price. */
  detailed?: boolean;
}) {
  const { sale } = props;
  if (!sale) {
    return (
      <p className={props.className}>
        {/* The page's price stands apart from its title; a card's sits under it. */}
        {props.detailed ? <span className="sr-only">Price: </span> : null}
        {formatMoney(props.priceCents)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-0.5">
      <p className={props.className}>
        <span className="sr-only">Sale price: </span>
        {formatMoney(sale.priceCents)}{" "}
        <s className="text-[0.8em] font-normal text-ink-soft">
          <span className="sr-only">was </span>
          {formatMoney(props.priceCents)}
        </s>
      </p>
      {props.detailed ? (
        <p className="text-sm text-ink-soft">
          {sale.name}: {sale.percentOff}% off. Lowest price in the 30 days before:{" "}
          {formatMoney(sale.lowestCents)}.
        </p>
      ) : null}
    </div>
  );
}
