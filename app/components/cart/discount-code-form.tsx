import { useFetcher } from "react-router";
import type { CartReply } from "#app/components/cart/cart-action-data.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { controlClasses, Field } from "#app/components/ui/field.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

/**
 * The cart's discount code: a field and 'Apply', or the code applied with 'Remove' (and why it
 * does not apply to the cart as it is now). Sent to /cart with or without JavaScript.
 */
export function DiscountCodeForm(props: {
  code: string | null;
  problem: string | null;
  /** A refused code's reply from a page sent without JavaScript. */
  refused?: { message?: string; typed?: string };
  /** Where a page sent without JavaScript goes back to (the checkout); else /cart. */
  returnTo?: string;
}) {
  const fetcher = useFetcher<CartReply>({ key: "cart-discount" });
  const hydrated = useHydrated();
  const reply = fetcher.data?.ok === false ? fetcher.data : undefined;
  const error = reply?.errors.discountCode ?? reply?.message ?? props.refused?.message;
  const typed = reply?.values?.code ?? props.refused?.typed;
  const via = (
    <>
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      {props.returnTo ? <input type="hidden" name="returnTo" value={props.returnTo} /> : null}
    </>
  );

  if (props.code) {
    return (
      <fetcher.Form method="post" action="/cart" className="flex flex-col gap-1.5">
        <input type="hidden" name="intent" value="remove-code" />
        {via}
        <p className="flex items-center justify-between gap-3 text-sm">
          <span>
            Code <strong className="font-mono tracking-wide">{props.code}</strong>
          </span>
          <Button type="submit" variant="ghost" size="sm">
            Remove
          </Button>
        </p>
        {props.problem ? (
          <p role="status" className="text-sm font-medium text-danger">
            {props.problem}
          </p>
        ) : null}
      </fetcher.Form>
    );
  }
  return (
    <fetcher.Form method="post" action="/cart">
      <input type="hidden" name="intent" value="apply-code" />
      {via}
      <Field label="Discount code" error={error}>
        {(wiring) => (
          <div className="flex gap-2">
            <input
              {...wiring}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              defaultValue={typeof typed === "string" ? typed : undefined}
              className={cx(controlClasses, "min-w-0 flex-1")}
            />
            <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
              Apply
            </Button>
          </div>
        )}
      </Field>
    </fetcher.Form>
  );
}
