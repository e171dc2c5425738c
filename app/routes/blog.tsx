import { useLoaderData, useRouteLoaderData } from "react-router";
import { BlogErrorAlert } from "#app/components/blog/blog-error-alert.tsx";
import { BlogSidebar } from "#app/components/blog/blog-sidebar.tsx";
import { formatPostDate } from "#app/components/blog/format-date.ts";
import { PostCard, type PostCardData, SampleCards } from "#app/components/blog/post-card.tsx";
import { EmptyResults, Pagination } from "#app/components/catalogue/filter-controls.tsx";
import { parsePage } from "#app/components/catalogue/filter-params.ts";
import { shopNameFrom } from "#app/components/meta.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { blogLoadError } from "#app/routes/blog-load-error.server.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { getBlogIntro } from "#server/content/blog/get-blog-intro.ts";
import { listPopularPosts } from "#server/content/blog/list-popular-posts.ts";
import { listPublishedPosts } from "#server/content/blog/list-published-posts.ts";
import { appContext } from "#server/context.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import type { Route } from "./+types/blog";

/** Posts a page; more are reached by 'Next'. */
export const BLOG_PAGE_SIZE = 12;
export const FEED_PATH = "/blog/rss.xml";

export const headers = loaderHeadersOnly;

function blogPath(page: number) {
  return page > 1 ? `/blog?page=${page}` : "/blog";
}

/**
 * /blog: the blog's name and intro, a page of published posts (newest first) and the
 * sidebar's popular posts, read in parallel. A failure shows the spec's error alert (or the
 * sidebar's 'Unable to load posts') in an otherwise whole page, which is then not cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appContext);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const [intro, list, popular, zone] = await Promise.allSettled([
    getBlogIntro(db),
    listPublishedPosts(db, { page, pageSize: BLOG_PAGE_SIZE }),
    listPopularPosts(db),
    shopTimeZone(context),
  ]);
  const timeZone = zone.status === "fulfilled" ? zone.value : config.shopTimeZone;
  for (const result of [intro, list, popular]) {
    if (result.status === "rejected") logger.error({ err: result.reason }, "blog failed to load");
  }
  const posts: PostCardData[] =
    list.status === "fulfilled"
      ? list.value.posts.map((post) => ({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          cover: post.cover,
          date: formatPostDate(post.publishedAt, timeZone),
          dateTime: post.publishedAt.toISOString(),
        }))
      : [];
  const body = {
    intro: intro.status === "fulfilled" ? intro.value : null,
    posts,
    page,
    pageCount: list.status === "fulfilled" ? list.value.pageCount : 1,
    error: list.status === "rejected" ? blogLoadError(list.reason) : null,
    popular: popular.status === "fulfilled" ? popular.value : [],
    popularFailed: popular.status === "rejected",
    seo: { origin: config.publicUrl, path: blogPath(page) },
  };
  const complete = [intro, list, popular].every((result) => result.status === "fulfilled");
  return complete ? cacheablePage(body) : body;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameFrom(matches);
  const title = loaderData?.intro?.title ?? "Blog";
  const page = loaderData?.page ?? 1;
  return [
    ...seoMeta({
      title: page > 1 ? `${title} (page ${page})` : title,
      description: loaderData?.intro?.lead,
      shopName,
      seo: loaderData?.seo,
      image: loaderData?.posts[0]?.cover?.variants.large.webp,
      noindex: Boolean(loaderData?.error),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${title} — ${shopName}`,
      href: FEED_PATH,
    },
  ];
}

export default function Blog() {
  const { intro, posts, page, pageCount, error, popular, popularFailed } =
    useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="mx-auto max-w-7xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <header className="mb-8 flex max-w-3xl flex-col gap-3 md:mb-12">
        <p className="relative self-start text-sm font-semibold tracking-[0.2em] text-clay uppercase">
          <span
            aria-hidden="true"
            className="tape absolute -inset-x-2 top-0.5 -z-10 h-4 -rotate-1 opacity-60"
          />
          From the studio
        </p>
        <h1 className="text-display font-semibold">{intro?.title ?? "Blog"}</h1>
        {intro?.lead ? <p className="text-lg text-ink-soft">{intro.lead}</p> : null}
      </header>
      <div className="grid gap-10 lg:grid-cols-4 lg:gap-8">
        <section aria-label="Posts" className="flex flex-col gap-6 lg:col-span-3">
          {error ? (
            <>
              <BlogErrorAlert
                message={error.message}
                isNetworkError={error.isNetworkError}
                retryHref={blogPath(page)}
              />
              {error.isNetworkError ? <SampleCards /> : null}
            </>
          ) : posts.length === 0 ? (
            <EmptyResults title="No blog posts found." />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {posts.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} priority={page === 1 && index === 0} />
                </li>
              ))}
            </ul>
          )}
          {error ? null : <Pagination page={page} pageCount={pageCount} hrefFor={blogPath} />}
        </section>
        <BlogSidebar
          socialLinks={root?.settings.socialLinks ?? []}
          popular={popular}
          popularFailed={popularFailed}
        />
      </div>
    </div>
  );
}
