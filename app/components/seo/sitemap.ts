/** XML-escapes text for the sitemap. */
function escapeXml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * The shop's pages that do not come from the catalogue: the blog, the Mail Club and the
 * customer-service pages (spec §2). The account, cart and checkout screens stay out.
 */
export const contentPagePaths = [
  "/subscribe",
  "/mail-club",
  "/blog",
  "/shipping",
  "/returns",
  "/faq",
  "/privacy",
  "/contact",
] as const;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** A sitemap (sitemaps.org 0.9) of the shop's pages, each path made absolute on `origin`. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const url = new URL(entry.path, `${origin}/`).href;
    if (seen.has(url)) continue;
    seen.add(url);
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    urls.push(`  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
