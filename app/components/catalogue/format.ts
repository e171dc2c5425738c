/** 'N product(s) found' with the right number: '1 product found', '3 products found'. */
export function productsFound(count: number): string {
  return `${count} ${count === 1 ? "product" : "products"} found`;
}

/** The display names of spec §3, for types a page names before it has loaded any product. */
export const typeNames: Record<string, string> = {
  stickers: "Stickers",
  bookmarks: "Bookmarks",
  "tote-bags": "Tote Bags",
  stationery: "Stationery",
  "greeting-cards": "Greeting Cards",
  "digital-templates": "Digital Templates",
  freebies: "Freebies",
};

/** The product page of a product: `/{productType}/product/{slug}`. */
export function productHref(product: { slug: string; type: { slug: string } }): string {
  return `/${product.type.slug}/product/${encodeURIComponent(product.slug)}`;
}
