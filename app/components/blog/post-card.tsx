import { Link } from "react-router";
import { postHref } from "#app/components/blog/post-path.ts";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import type { BlogCover } from "#server/content/blog/blog-post-shape.ts";

/** A post as a card shows it; the date already formatted on the server. */
export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  cover: BlogCover | null;
  /** 'March 5, 2025'. */
  date: string;
  /** ISO 8601, for the `<time>` element. */
  dateTime: string;
}

/** Two cards a row beside the sidebar (3 of the page's 4 columns), one on phones. */
const coverSizes =
  "(min-width: 1280px) 440px, (min-width: 1024px) 36vw, (min-width: 640px) 46vw, 100vw";

/** A post in the blog list: cover (or the placeholder), title, excerpt, date and 'Read More'. */
export function PostCard({ post, priority }: { post: PostCardData; priority?: boolean }) {
  const href = postHref(post.slug);
  return (
    <article className="paper-card flex h-full flex-col overflow-hidden">
      <ProductPicture image={post.cover} alt="" sizes={coverSizes} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-medium text-sage-deep">
          <time dateTime={post.dateTime}>{post.date}</time>
        </p>
        <h2 className="font-display text-xl leading-snug font-semibold">
          <Link to={href} prefetch="intent" className="hover:text-clay-deep">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-ink-soft">{post.excerpt}</p>
        <div className="mt-auto pt-2">
          <LinkButton to={href} variant="secondary" size="sm">
            Read More<span className="sr-only">: {post.title}</span>
            <ArrowRightIcon aria-hidden="true" />
          </LinkButton>
        </div>
      </div>
    </article>
  );
}

/** The faded sample cards shown under a connection problem (spec §4 'Blog list'). */
export function SampleCards() {
  return (
    <ul aria-hidden="true" className="grid gap-6 opacity-40 sm:grid-cols-2">
      {[0, 1].map((index) => (
        <li key={index} className="paper-card flex flex-col overflow-hidden">
          <div className="aspect-[4/3] bg-paper-deep" />
          <div className="flex flex-col gap-3 p-5">
            <div className="h-3 w-24 rounded-pill bg-line" />
            <div className="h-5 w-3/4 rounded-pill bg-line" />
            <div className="h-3 w-full rounded-pill bg-paper-deep" />
            <div className="h-3 w-5/6 rounded-pill bg-paper-deep" />
          </div>
        </li>
      ))}
    </ul>
  );
}
