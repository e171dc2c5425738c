import { useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { CartReply } from "#app/components/cart/cart-action-data.ts";
import { DIGITAL_ACKNOWLEDGMENT, DIGITAL_WARNING } from "#app/components/cart/digital-words.ts";
import { PersonalisationInputs } from "#app/components/cart/personalisation-inputs.tsx";
import { CartIcon, MinusIcon, PlusIcon } from "#app/components/icons.tsx";
import { Button, LinkButton } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import { MAX_LINE_QUANTITY } from "#server/cart/line-quantity.ts";
import type { PersonalisationFields, ProductKind } from "#server/db/schema.ts";

export interface AddToCartProduct {
  id: number;
  kind: ProductKind;
  isAvailable: boolean;
  stock: number | null;
  title: string;
  personalisation: PersonalisationFields | null;
}

/**
 * The product page's add-to-cart (spec §2, §4): 'Currently Unavailable' for a product that
 * cannot be bought, a link to the Mail Club plans for a subscription, the acknowledgment
 * checkbox for a digital download, a quantity stepper for anything else. The form posts to
 * /cart and works before scripts load; once they run it submits in the background, toasts
 * 'Added to cart' and the header badge follows.
 */
export function AddToCart({ product }: { product: AddToCartProduct }) {
  if (!product.isAvailable) {
    return (
      <p className="flex flex-col gap-0.5 rounded-md border border-dashed border-line-strong bg-paper-deep/60 px-4 py-3">
        <span className="font-semibold text-ink">Currently Unavailable</span>
        <span className="text-sm text-ink-soft">This one is not for sale right now.</span>
      </p>
    );
  }
  if (product.kind === "subscription") {
    return (
      <LinkButton to="/subscribe" size="lg">
        Choose your Mail Club plan
      </LinkButton>
    );
  }
  return <AddToCartForm product={product} />;
}

function AddToCartForm({ product }: { product: AddToCartProduct }) {
  const fetcher = useFetcher<CartReply>({ key: `add-to-cart-${product.id}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const [acknowledged, setAcknowledged] = useState(false);
  const [warning, setWarning] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const digital = product.kind === "digital";
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data?.ok === false ? fetcher.data : undefined;

  useFetcherResult(fetcher, (answer) => {
    if (!answer.ok) {
      toast({
        title: answer.title ?? "Couldn't add to cart",
        description: answer.message,
        variant: "destructive",
      });
    } else if (answer.added === 0) {
      toast({
        title: "Already in your cart",
        description: `${answer.title ?? product.title}: one per order is all you need.`,
      });
    } else {
      toast({
        title: "Added to cart",
        description: answer.title ?? product.title,
        variant: "success",
      });
    }
  });

  // Disabled until ticked (spec §4), but still clickable: a click then explains why.
  const waitingForAcknowledgment = digital && hydrated && !acknowledged;
  return (
    <fetcher.Form method="post" action="/cart" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      {product.personalisation ? (
        <PersonalisationInputs
          productId={product.id}
          fields={product.personalisation}
          errors={refused?.errors}
        />
      ) : null}
      {digital ? (
        <>
          <input type="hidden" name="quantity" value="1" />
          <Checkbox
            ref={checkbox}
            name="digitalAcknowledged"
            label={DIGITAL_ACKNOWLEDGMENT}
            required
            checked={acknowledged}
            onChange={(event) => {
              setAcknowledged(event.currentTarget.checked);
              if (event.currentTarget.checked) setWarning(false);
            }}
            error={warning ? DIGITAL_WARNING : undefined}
          />
        </>
      ) : (
        <QuantityStepper product={product} />
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        aria-disabled={waitingForAcknowledgment || busy ? true : undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
          if (!waitingForAcknowledgment) return;
          event.preventDefault();
          setWarning(true);
          checkbox.current?.focus();
        }}
      >
        <CartIcon />
        {busy ? "Adding…" : "Add to Cart"}
      </Button>
    </fetcher.Form>
  );
}

function QuantityStepper({ product }: { product: AddToCartProduct }) {
  const hydrated = useHydrated();
  // No maximum but the stock (spec §9).
  const max = product.stock ?? MAX_LINE_QUANTITY;
  // Kept as typed, so clearing the field to type another number is not fought.
  const [text, setText] = useState("1");
  const quantity = Number.parseInt(text, 10) || 1;
  const change = (next: number) => setText(String(Math.min(Math.max(next, 1), max)));
  const id = `quantity-${product.id}`;
  const step =
    "inline-flex size-11 items-center justify-center rounded-pill text-ink transition-colors hover:bg-paper-deep disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent [&_svg]:size-4";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Quantity
      </label>
      <div className="flex w-max items-center rounded-pill border border-line-strong bg-paper-raised">
        <button
          type="button"
          className={step}
          aria-label="Decrease quantity"
          aria-controls={id}
          disabled={!hydrated || quantity <= 1}
          onClick={() => change(quantity - 1)}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          className="h-11 w-14 [appearance:textfield] bg-transparent text-center font-semibold text-ink tabular-nums focus-visible:outline-offset-0 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={step}
          aria-label="Increase quantity"
          aria-controls={id}
          disabled={!hydrated || quantity >= max}
          onClick={() => change(quantity + 1)}
        >
          <PlusIcon />
        </button>
      </div>
      {product.stock !== null && product.stock <= 10 ? (
        <p className="text-sm text-ink-soft">Only {product.stock} left in stock.</p>
      ) : null}
    </div>
  );
}
