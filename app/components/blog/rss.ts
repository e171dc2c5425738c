import { absoluteUrl } from "#app/components/seo/seo.ts";

export interface RssItem {
  title: string;
  /** The post's path on the shop. */
  path: string;
  /** Plain text. */
  description: string;
  publishedAt: Date;
  author: string | null;
}

export interface RssChannel {
  /** The shop's address (config.publicUrl). */
  origin: string;
  title: string;
  description: string;
  /** The blog's path, '/blog'. */
  path: string;
  /** The feed's own path, '/blog/rss.xml'. */
  feedPath: string;
  items: RssItem[];
}

/**
 * Text safe inside XML: the five special characters escaped and the characters XML 1.0 does
 * not allow at all (most control characters, lone surrogates, U+FFFE/U+FFFF) left out.
 */
export function escapeXml(text: string): string {
  return text
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what is removed.
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      "",
    )
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** A date as RFC 822 wants it in RSS 2.0: 'Wed, 05 Mar 2025 14:30:00 GMT'. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** An RSS 2.0 feed of the blog, every link absolute on the shop's public address. */
export function rssXml(channel: RssChannel): string {
  const link = absoluteUrl(channel.origin, channel.path);
  const self = absoluteUrl(channel.origin, channel.feedPath);
  const newest = channel.items[0]?.publishedAt;
  const items = channel.items.map((item) => {
    const url = absoluteUrl(channel.origin, item.path);
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(item.publishedAt)}</pubDate>`,
      item.author ? `      <dc:creator>${escapeXml(item.author)}</dc:creator>` : null,
      `      <description>${escapeXml(item.description)}</description>`,
      "    </item>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : null,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}
