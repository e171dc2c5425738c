import { absoluteUrl } from "#app/components/seo/seo.ts";
import { centsToDollars } from "#server/lib/money.ts";

export interface Crumb {
  name: string;
  /** A path on the shop; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** schema.org BreadcrumbList for a trail of crumbs. */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(origin, crumb.path) } : {}),
    })),
  };
}

export interface ProductLd {
  title: string;
  sku: string;
  description: string;
  priceCents: number;
  isAvailable: boolean;
  imagePaths: string[];
  path: string;
  /** The shop's name; may be added later by the page's meta. */
  brand?: string;
}

/** schema.org Product with one Offer: price as '8.88' in USD, in or out of stock. */
export function productJsonLd(origin: string, product: ProductLd) {
  const url = absoluteUrl(origin, product.path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.sku,
    description: product.description,
    url,
    ...(product.imagePaths.length > 0
      ? { image: product.imagePaths.map((path) => absoluteUrl(origin, path)) }
      : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: centsToDollars(product.priceCents),
      priceCurrency: "USD",
      availability: product.isAvailable
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
    },
  };
}
