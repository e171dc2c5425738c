import { postHref } from "#app/components/blog/post-path.ts";
import { rssXml } from "#app/components/blog/rss.ts";
import { getBlogIntro } from "#server/content/blog/get-blog-intro.ts";
import { listPublishedPosts } from "#server/content/blog/list-published-posts.ts";
import { appContext } from "#server/context.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import type { Route } from "./+types/blog-rss[.]xml";

/** How many of the newest posts the feed carries. */
export const FEED_SIZE = 20;

/** /blog/rss.xml: an RSS 2.0 feed of the newest published posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [intro, settings, page] = await Promise.all([
    getBlogIntro(db),
    getShopSettings(db),
    listPublishedPosts(db, { pageSize: FEED_SIZE }),
  ]);
  const xml = rssXml({
    origin: config.publicUrl,
    title: `${intro.title} — ${settings.shopName}`,
    description: intro.lead,
    path: "/blog",
    feedPath: "/blog/rss.xml",
    items: page.posts.map((post) => ({
      title: post.title,
      path: postHref(post.slug),
      description: post.excerpt,
      publishedAt: post.publishedAt,
      author: post.author,
    })),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
