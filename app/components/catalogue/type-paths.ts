/** Where a product type's products are listed; types without a listing of their own go elsewhere. */
export function typeListingPath(typeSlug: string, subSlug?: string): string {
  const sub = subSlug ? encodeURIComponent(subSlug) : undefined;
  if (typeSlug === "freebies")
    return sub ? `/extras/freebies?subCategory=${sub}` : "/extras/freebies";
  if (typeSlug === "mail-club") return "/subscribe";
  if (typeSlug === "uncategorized") return "/products";
  return sub ? `/${typeSlug}/${sub}` : `/${typeSlug}`;
}
