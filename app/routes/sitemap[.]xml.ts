import { postHref } from "#app/components/blog/post-path.ts";
import { productHref } from "#app/components/catalogue/format.ts";
import { extrasCollections, listingTypes } from "#app/components/catalogue/listing-scope.ts";
import { contentPagePaths, type SitemapEntry, sitemapXml } from "#app/components/seo/sitemap.ts";
import { listNavigation } from "#server/catalogue/list-navigation.ts";
import { listProducts } from "#server/catalogue/list-products.ts";
import { listPostLinks } from "#server/content/blog/list-post-links.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/sitemap[.]xml";

const PAGE_SIZE = 100;
/** A bound on the product pages listed (sitemaps hold at most 50,000 addresses). */
const MAX_PAGES = 400;

/**
 * /sitemap.xml: home, the listings (with the sub-categories the header offers), extras,
 * the Mail Club, blog and customer-service pages, every published blog post and every
 * active product page except the Mail Club plans.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const entries: SitemapEntry[] = [
    { path: "/" },
    { path: "/products" },
    ...listingTypes.map((type) => ({ path: `/${type}` })),
    { path: "/templates" },
    { path: "/extras" },
    ...extrasCollections.map((collection) => ({ path: `/extras/${collection.slug}` })),
    ...contentPagePaths.map((path) => ({ path })),
  ];
  const [navigation, posts] = await Promise.all([listNavigation(db), listPostLinks(db)]);
  for (const menu of navigation) {
    for (const sub of menu.subCategories) entries.push({ path: `/${menu.slug}/${sub.slug}` });
  }
  for (const post of posts) {
    entries.push({ path: postHref(post.slug), lastModified: post.updatedAt });
  }
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await listProducts(db, {
      page,
      pageSize: PAGE_SIZE,
      sort: "newest",
      excludeKinds: ["subscription"],
    });
    for (const product of result.products) {
      entries.push({ path: productHref(product), lastModified: product.createdAt });
    }
    if (page >= result.pageCount) break;
  }
  return new Response(sitemapXml(config.publicUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
