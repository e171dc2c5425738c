import { Link, useFetcher } from "react-router";
import type { CartReply } from "#app/components/cart/cart-action-data.ts";
import { PersonalisationList } from "#app/components/cart/personalisation-list.tsx";
import { productHref } from "#app/components/catalogue/format.ts";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { MinusIcon, PlusIcon, TrashIcon } from "#app/components/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import type { CartLine } from "#server/cart/types.ts";
import { formatMoney } from "#server/lib/money.ts";

/** The line's second row of text: what kind of thing it is. */
export function variantText(line: Pick<CartLine, "product">) {
  if (line.product.kind === "digital") return "Digital download";
  if (line.product.kind === "subscription") return "Monthly subscription";
  return line.product.type.name;
}

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-pill text-ink transition-colors hover:bg-paper-deep disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent [&_svg]:size-4";

/**
 * One line of the cart: picture, title (to the product page), variant, unit price, the
 * quantity buttons (minus disabled at 1), the line total and a remove button. Each change is
 * a small form posting to /cart: a fetcher once scripts run, a plain post before.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const { product } = line;
  const hydrated = useHydrated();
  const { toast } = useToast();
  const quantityFetcher = useFetcher<CartReply>({ key: `cart-quantity-${line.id}` });
  const removeFetcher = useFetcher<CartReply>({ key: `cart-remove-${line.id}` });
  useFetcherResult(quantityFetcher, (answer) => {
    if (answer.ok) return;
    toast({
      title: answer.title ?? "Couldn't change the quantity",
      description: answer.message,
      variant: "destructive",
    });
  });
  const via = hydrated ? <input type="hidden" name="via" value="fetch" /> : null;
  const href = productHref(product);

  return (
    <li className="paper-card flex gap-4 p-3 sm:gap-5 sm:p-4">
      <div className="w-22 shrink-0 self-start overflow-hidden rounded-md sm:w-28">
        <ProductPicture image={product.image} alt="" sizes="(min-width: 640px) 112px, 88px" />
      </div>

      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 [grid-template-areas:'info_remove'_'qty_total'] sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:gap-x-5 sm:[grid-template-areas:'info_qty_total_remove']">
        <div className="flex min-w-0 flex-col gap-0.5 [grid-area:info]">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={href} className="underline-offset-4 hover:text-clay hover:underline">
              {product.title}
            </Link>
          </h3>
          <p className="text-sm text-ink-soft">{variantText(line)}</p>
          <PersonalisationList personalisation={line.personalisation} />
          <p className="text-sm text-ink-soft">
            {formatMoney(line.unitPriceCents)}
            {line.quantity > 1 ? " each" : null}
          </p>
          {line.problem ? (
            <p className="mt-1 text-sm font-medium text-danger">{line.problem}</p>
          ) : null}
        </div>
        <quantityFetcher.Form
          method="post"
          action="/cart"
          className="justify-self-start [grid-area:qty]"
        >
          <input type="hidden" name="intent" value="set-quantity" />
          <input type="hidden" name="lineId" value={line.id} />
          {via}
          <fieldset className="flex items-center rounded-pill border border-line-strong bg-paper-raised">
            <legend className="sr-only">Quantity of {product.title}</legend>
            <button
              type="submit"
              name="quantity"
              value={line.quantity - 1}
              disabled={line.quantity <= 1}
              aria-label={`Decrease quantity of ${product.title}`}
              className={stepButton}
            >
              <MinusIcon />
            </button>
            <span
              aria-live="polite"
              aria-atomic="true"
              className="min-w-7 text-center font-semibold tabular-nums"
            >
              <span className="sr-only">Quantity </span>
              {line.quantity}
            </span>
            <button
              type="submit"
              name="quantity"
              value={line.quantity + 1}
              disabled={line.quantity >= line.maxQuantity}
              aria-label={`Increase quantity of ${product.title}`}
              className={stepButton}
            >
              <PlusIcon />
            </button>
          </fieldset>
        </quantityFetcher.Form>
        <p className="justify-self-end text-lg font-semibold tabular-nums [grid-area:total] sm:min-w-20 sm:text-right">
          <span className="sr-only">Line total: </span>
          {formatMoney(line.lineTotalCents)}
        </p>
        <removeFetcher.Form
          method="post"
          action="/cart"
          className="-mt-1 -mr-1 self-start justify-self-end [grid-area:remove] sm:m-0 sm:self-center"
          onSubmit={() => {
            toast({ title: "Removed from cart", description: product.title });
            // The line and its button are going: keep keyboard focus on the page.
            document.getElementById("cart-title")?.focus();
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="lineId" value={line.id} />
          {via}
          <button
            type="submit"
            aria-label={`Remove ${product.title} from cart`}
            className={buttonClasses({ variant: "ghost", size: "icon" })}
          >
            <TrashIcon />
          </button>
        </removeFetcher.Form>
      </div>
    </li>
  );
}
