import { Link, redirect, useLoaderData, useLocation } from "react-router";
import { BlogErrorAlert } from "#app/components/blog/blog-error-alert.tsx";
import { blogPostingJsonLd, withPublisher } from "#app/components/blog/blog-json-ld.ts";
import { formatPostDate } from "#app/components/blog/format-date.ts";
import { postHref } from "#app/components/blog/post-path.ts";
import { Markdown } from "#app/components/catalogue/markdown.tsx";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { ChevronLeftIcon } from "#app/components/icons.tsx";
import { shopNameFrom } from "#app/components/meta.ts";
import { breadcrumbJsonLd } from "#app/components/seo/json-ld.ts";
import { seoMeta } from "#app/components/seo/seo.ts";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { getPublishedPost } from "#server/content/blog/get-published-post.ts";
import { appContext } from "#server/context.ts";
import { cacheablePage, loaderHeadersOnly } from "#server/http/cacheable-page.ts";
import { parseMarkdown } from "#server/markdown/parse-markdown.ts";
import type { Route } from "./+types/blog-post";

export const headers = loaderHeadersOnly;

/** The cover takes the article's width: 720 px at most. */
const coverSizes = "(min-width: 800px) 720px, calc(100vw - 40px)";

/** Where a post that is not there sends the reader (spec §8): the 404 page, answered 404. */
const MISSING_POST = "/404";

/**
 * /blog/{slug}: a published post, its Markdown parsed here so the browser gets plain data
 * (never HTML). An unknown slug, a draft or a post not yet due redirects to /404; a 302, as
 * the post may yet be published.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appContext);
  const post = await getPublishedPost(db, params.slug);
  if (!post) {
    logger.info({ slug: params.slug }, "blog post not found");
    throw redirect(MISSING_POST, 302);
  }
  const path = postHref(post.slug);
  const seo = { origin: config.publicUrl, path };
  const publishedAt = post.publishedAt.toISOString();
  const updatedAt = post.updatedAt.toISOString();
  const coverPath = post.cover?.variants.large.webp;
  return cacheablePage({
    post: {
      slug: post.slug,
      title: post.title,
      author: post.author,
      cover: post.cover,
      date: formatPostDate(post.publishedAt, await shopTimeZone(context)),
      dateTime: publishedAt,
    },
    content: parseMarkdown(post.content),
    description: post.excerpt,
    seo,
    article: { publishedAt, updatedAt, author: post.author, coverPath },
    jsonLd: [
      blogPostingJsonLd(seo.origin, {
        title: post.title,
        description: post.excerpt,
        path,
        publishedAt,
        updatedAt,
        author: post.author,
        imagePaths: coverPath ? [coverPath] : [],
      }),
    ],
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameFrom(matches);
  if (!loaderData) return seoMeta({ title: "Blog", shopName });
  const { post, description, seo, article, jsonLd } = loaderData;
  const crumbs = breadcrumbJsonLd(seo.origin, [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.title, path: seo.path },
  ]);
  const tags = seoMeta({
    title: post.title,
    description,
    shopName,
    seo,
    image: article.coverPath,
    jsonLd: [...jsonLd.map((block) => withPublisher(block, shopName)), crumbs],
  }).map((tag) => (tag.property === "og:type" ? { ...tag, content: "article" } : tag));
  return [
    ...tags,
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.author ? [{ property: "article:author", content: article.author }] : []),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `Blog — ${shopName}`,
      href: "/blog/rss.xml",
    },
  ];
}

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-pill pr-3 font-medium text-ink-soft hover:text-ink"
    >
      <ChevronLeftIcon aria-hidden="true" className="size-5" />
      Back to Blog
    </Link>
  );
}

export default function BlogPost() {
  const { post, content } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-5 pt-4 pb-16 sm:px-6 md:pt-8">
      <BackToBlog />
      {post.cover ? (
        <div className="mt-4">
          <ProductPicture
            image={post.cover}
            alt={post.cover.alt}
            sizes={coverSizes}
            priority
            className="rounded-xl border border-line shadow-paper"
          />
        </div>
      ) : null}
      <header className="mt-8 flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">{post.title}</h1>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-ink-soft">
          <p>
            Published on <time dateTime={post.dateTime}>{post.date}</time>
          </p>
          {post.author ? (
            <p>
              By <span className="font-medium text-ink">{post.author}</span>
            </p>
          ) : null}
        </div>
      </header>
      <Markdown
        blocks={content}
        headingLevel={2}
        className="mt-10 gap-5 text-lg leading-relaxed text-ink"
      />
      <footer className="stitch mt-12 pt-6">
        <BackToBlog />
      </footer>
    </article>
  );
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-5 pt-8 pb-16 sm:px-6">
      <BackToBlog />
      <div className="mt-6">
        <BlogErrorAlert message={null} isNetworkError={false} retryHref={pathname} />
      </div>
    </div>
  );
}
