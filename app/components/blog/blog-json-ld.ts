import { absoluteUrl } from "#app/components/seo/seo.ts";

export interface BlogPostingLd {
  title: string;
  description: string;
  path: string;
  /** ISO 8601. */
  publishedAt: string;
  updatedAt: string;
  author: string | null;
  imagePaths: string[];
}

/**
 * schema.org BlogPosting. The publisher (and the author of a post that names none) is the
 * shop, whose name the page's meta adds from the root's data (`withPublisher`).
 */
export function blogPostingJsonLd(origin: string, post: BlogPostingLd) {
  const url = absoluteUrl(origin, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(post.imagePaths.length > 0
      ? { image: post.imagePaths.map((path) => absoluteUrl(origin, path)) }
      : {}),
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
  };
}

/** The shop as the post's publisher, and as its author when the post names none. */
export function withPublisher<T extends Record<string, unknown>>(block: T, shopName: string) {
  const shop = { "@type": "Organization", name: shopName };
  return { ...block, author: block.author ?? shop, publisher: shop };
}
