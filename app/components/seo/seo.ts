import { pageMeta } from "#app/components/meta.ts";

/** What a page's loader hands to its `meta` for the SEO tags. */
export interface SeoData {
  /** The shop's address (config.publicUrl), without a trailing slash. */
  origin: string;
  /** The page's canonical path with its canonical query. */
  path: string;
}

/** The canonical address of a path on the shop. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

export interface SeoOptions {
  title?: string;
  description?: string;
  shopName: string;
  seo?: SeoData;
  /** An image path or URL for Open Graph; made absolute. */
  image?: string | null;
  ogType?: "website" | "product";
  jsonLd?: object[];
  /** Keep the page out of search engines (empty searches, error pages). */
  noindex?: boolean;
}

/**
 * Title and description (pageMeta), the canonical link, Open Graph tags and JSON-LD
 * blocks. React Router writes `script:ld+json` as a data block with `<` escaped, which the
 * CSP does not concern (it is never executed).
 */
export function seoMeta(options: SeoOptions) {
  const base = pageMeta(options);
  const title = (base[0] as { title: string }).title;
  const description = (base[1] as { content: string }).content;
  const tags: Record<string, unknown>[] = [...base];
  if (options.seo) {
    const url = absoluteUrl(options.seo.origin, options.seo.path);
    tags.push({ tagName: "link", rel: "canonical", href: url });
    tags.push({ property: "og:url", content: url });
    if (options.image) {
      tags.push({ property: "og:image", content: absoluteUrl(options.seo.origin, options.image) });
    }
  }
  tags.push(
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:site_name", content: options.shopName },
    { name: "twitter:card", content: options.image ? "summary_large_image" : "summary" },
  );
  if (options.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const block of options.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}
