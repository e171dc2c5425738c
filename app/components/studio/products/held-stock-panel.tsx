import { Form } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { HeldStock } from "#server/orders/studio/held-stock.ts";

const units = (count: number) => `${count} ${count === 1 ? "unit" : "units"}`;

/**
 * What unpaid orders hold of the product, and the maker's way to give it back now (decision
 * 036); nothing when nothing is held.
 */
export function HeldStockPanel(props: { held: HeldStock }) {
  const { held } = props;
  if (held.units === 0) return null;
  const releasable = held.units - held.unitsAtPayPal;
  return (
    <StudioPanel title="Held for unpaid orders">
      <div className="flex flex-col items-start gap-3">
        <p className="text-ink-soft">
          {units(held.units)} held by {held.orders} {held.orders === 1 ? "order" : "orders"} waiting
          for payment. They come back to stock when each hold ends: 10 minutes for a buyer who has
          not approved at PayPal, 30 at most.
        </p>
        {held.unitsAtPayPal > 0 ? (
          <p className="text-ink-soft">
            {units(held.unitsAtPayPal)} with PayPal (a payment under way or in review) stay held
            until PayPal answers.
          </p>
        ) : null}
        {releasable > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="release-held" />
            <Button type="submit" variant="secondary">
              Release {units(releasable)} now
            </Button>
          </Form>
        ) : null}
      </div>
    </StudioPanel>
  );
}
