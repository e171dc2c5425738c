/**
 * Markdown as the shop keeps it once read: a tree of allowed blocks and inline parts, and the
 * checks every address in it passed. Pages import this (it is small); the reader that makes
 * the tree is `parse-markdown.ts`.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "p"; children: Inline[] }
  /** `level` is the number of #s (1–6); the renderer fits it under the page's headings. */
  | { kind: "h"; level: number; children: Inline[] }
  | { kind: "ul" | "ol"; items: Inline[][] }
  | { kind: "quote"; paragraphs: Inline[][] }
  /** A picture on a line of its own; width and height when its file name tells them. */
  | { kind: "img"; src: string; alt: string; width?: number; height?: number }
  | { kind: "hr" };

/** A base no path on the shop can leave: a path that resolves elsewhere is refused. */
const SHOP_BASE = "http://shop.invalid";

/**
 * A path on the shop ('/stickers', '/blog/a?x=1#y'), normalised; null for anything that
 * could leave it ('//host', '/\host') or that carries spaces, backslashes or control characters.
 */
export function safePath(path: string): string | null {
  if (!/^\/(?![/\\])/.test(path)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused.
  if (/[\s\\\u0000-\u001f\u007f]/.test(path)) return null;
  try {
    const url = new URL(path, SHOP_BASE);
    return url.origin === SHOP_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Web and e-mail links and paths on the shop survive; anything else stays text. */
export function safeHref(href: string): string | null {
  if (href.startsWith("/")) return safePath(href);
  try {
    const url = new URL(href);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Pictures come only from the shop's uploads, as raster images; null for anything else. */
export function safeImageSrc(src: string): string | null {
  const path = safePath(src);
  if (!path) return null;
  const pathname = path.replace(/[?#].*$/, "");
  return pathname.startsWith("/uploads/") && /\.(webp|avif|png|jpe?g|gif)$/i.test(pathname)
    ? pathname
    : null;
}

/** An encoded upload is named `…-{width}-{hash}.{ext}` and is 4:3 (server/catalogue/image-files.ts). */
export function encodedSize(src: string): { width: number; height: number } | null {
  const match = /-(245|500|750|1000)-[0-9a-f]{12}\.(webp|avif)$/.exec(src);
  if (!match) return null;
  const width = Number(match[1]);
  return { width, height: Math.round((width * 3) / 4) };
}

/** The words of inline Markdown, without its marks (a heading's words, without emphasis). */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) =>
      node.kind === "text" || node.kind === "code" ? node.text : inlineText(node.children),
    )
    .join("");
}
