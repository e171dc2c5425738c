import { appContext } from "#server/context.ts";
import type { Route } from "./+types/robots[.]txt";

/**
 * /robots.txt: everything may be crawled except the API, checkout, accounts and the studio.
 * The cart stays crawlable: to a crawler it is an empty cart page, and blocking it would
 * cost the page its search-engine marks (issue 7 asks Lighthouse SEO 100 of it).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /studio",
    "",
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
