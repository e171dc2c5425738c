import type { ReactNode } from "react";
import { Link } from "react-router";
import { productHref } from "#app/components/catalogue/format.ts";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { ProductPrice } from "#app/components/catalogue/product-price.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cx } from "#app/components/ui/cx.ts";
import type { ProductCard as Product } from "#server/catalogue/types.ts";

/** Card widths: 2 columns on phones, 3 on tablets, 4 on wide screens. */
export const cardSizes =
  "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

export interface ProductCardProps {
  product: Product;
  headingLevel?: 2 | 3;
  /** Eager, high-priority image: only for the first cards of a page. */
  priority?: boolean;
  /** A control over the card, above its link (the search page's wishlist heart). */
  action?: ReactNode;
  sizes?: string;
}

/**
 * A product in a grid: picture, title, type name, price, the 'Popular' badge. The whole
 * card is one link to the product page; the title is its accessible name.
 */
export function ProductCard({
  product,
  headingLevel = 2,
  priority,
  action,
  sizes = cardSizes,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="paper-card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lifted focus-within:shadow-lifted has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-focus has-[a:focus-visible]:outline-solid">
      <div className="relative">
        <ProductPicture
          image={product.image}
          alt=""
          sizes={sizes}
          priority={priority}
          unavailable={!product.isAvailable}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {product.isPopular ? (
          <Badge variant="solid" className="absolute top-2.5 left-2.5 shadow-paper">
            Popular
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wider text-sage-deep uppercase">
          {product.type.name}
        </p>
        <Heading className="font-display text-base leading-snug font-semibold sm:text-lg">
          <Link
            to={productHref(product)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] hover:text-clay-deep focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </Heading>
        <div className="mt-auto pt-1">
          <ProductPrice
            priceCents={product.priceCents}
            sale={product.sale}
            className="font-semibold text-ink"
          />
        </div>
      </div>
      {action ? <div className="absolute top-2 right-2 z-10">{action}</div> : null}
    </article>
  );
}

/** The grid of cards of a listing; a product missing what a card needs is left out. */
export function ProductGrid({
  products,
  headingLevel = 2,
  priorityCount = 0,
  action,
  columns = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
}: {
  products: Product[];
  headingLevel?: 2 | 3;
  /** How many of the first cards load their picture eagerly. */
  priorityCount?: number;
  action?: (product: Product) => ReactNode;
  /** The grid's column classes. */
  columns?: string;
}) {
  const shown = products.filter((product) => product?.slug && product.title && product.type);
  return (
    <ul className={cx("grid gap-3 sm:gap-5", columns)}>
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={index < priorityCount}
            action={action?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
