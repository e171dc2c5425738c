import { useFetcher } from "react-router";
import type { CartReply } from "#app/components/cart/cart-action-data.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { controlClasses, Field } from "#app/components/ui/field.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { CheckoutBalances } from "#server/balances/balance-split.ts";
import { formatMoney } from "#server/lib/money.ts";

/**
 * The checkout's gift cards and store credit: each card applied with what is left on it and
 * 'Remove', a field to apply another, and the customer's credit with a way to keep it for
 * later. Sent to /cart with or without JavaScript; the summary shows what each pays.
 */
export function GiftCardForm(props: {
  balances: CheckoutBalances;
  /** A refused card's reply from a page sent without JavaScript. */
  refused?: { message?: string; typed?: string };
}) {
  const fetcher = useFetcher<CartReply>({ key: "cart-gift-card" });
  const hydrated = useHydrated();
  const reply = fetcher.data?.ok === false ? fetcher.data : undefined;
  const error = reply?.errors.giftCardCode ?? reply?.message ?? props.refused?.message;
  const typed = reply?.values?.giftCardCode ?? props.refused?.typed;
  const via = (
    <>
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      <input type="hidden" name="returnTo" value="/checkout" />
    </>
  );
  const { cards, creditCents, useCredit } = props.balances;
  return (
    <div className="flex flex-col gap-3">
      {cards.map((card) => (
        <fetcher.Form key={card.id} method="post" action="/cart">
          <input type="hidden" name="intent" value="remove-gift-card" />
          <input type="hidden" name="giftCardId" value={card.id} />
          {via}
          <p className="flex items-center justify-between gap-3 text-sm">
            <span>
              <strong>{card.label}</strong>{" "}
              <span className="text-ink-soft">{formatMoney(card.balanceCents)} left</span>
            </span>
            <Button type="submit" variant="ghost" size="sm">
              Remove
            </Button>
          </p>
        </fetcher.Form>
      ))}
      <fetcher.Form method="post" action="/cart">
        <input type="hidden" name="intent" value="apply-gift-card" />
        {via}
        <Field label="Gift card" error={error}>
          {(wiring) => (
            <div className="flex gap-2">
              <input
                {...wiring}
                name="giftCardCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                placeholder="XXXX-XXXX-XXXX-XXXX"
                defaultValue={typeof typed === "string" ? typed : undefined}
                className={cx(controlClasses, "min-w-0 flex-1 font-mono")}
              />
              <Button
                type="submit"
                variant="secondary"
                aria-label="Apply gift card"
                disabled={fetcher.state !== "idle"}
              >
                Apply
              </Button>
            </div>
          )}
        </Field>
      </fetcher.Form>
      {creditCents > 0 ? (
        <fetcher.Form method="post" action="/cart">
          <input type="hidden" name="intent" value="keep-credit" />
          <input type="hidden" name="keep" value={useCredit ? "yes" : "no"} />
          {via}
          <p className="flex items-center justify-between gap-3 text-sm">
            <span>
              Store credit: <strong>{formatMoney(creditCents)}</strong>
              {useCredit ? null : <span className="text-ink-soft"> (kept for later)</span>}
            </span>
            <Button type="submit" variant="ghost" size="sm">
              {useCredit ? "Keep it for later" : "Use my credit"}
            </Button>
          </p>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
