import { CartIcon } from "#app/components/icons.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";

/** The empty cart (spec §2): 'Your cart is empty' and the way back to the products. */
export function EmptyCart() {
  return (
    <section
      aria-labelledby="empty-cart-title"
      className="paper-card relative mx-auto flex max-w-xl flex-col items-center px-6 pt-12 pb-10 text-center"
    >
      <span
        aria-hidden="true"
        className="tape absolute -top-2.5 left-1/2 w-24 -translate-x-1/2 -rotate-2"
      />
      <span
        aria-hidden="true"
        className="mb-5 inline-flex size-16 items-center justify-center rounded-pill bg-clay-wash text-clay"
      >
        <CartIcon className="size-8" />
      </span>
      <h2 id="empty-cart-title" className="text-2xl font-semibold">
        Your cart is empty
      </h2>
      <p className="mt-2 max-w-sm text-ink-soft">
        Stickers, bookmarks, cards and more are waiting on the shelves.
      </p>
      <LinkButton to="/products" size="lg" className="mt-7">
        Continue Shopping
      </LinkButton>
    </section>
  );
}
