import { appContext } from "#server/context.ts";
import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: everything may be crawled except the API, the cart, checkout, accounts and the studio. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /cart",
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
