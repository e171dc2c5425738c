/**
 * A tiny Markdown reader for product texts and blog posts: paragraphs, bullet and numbered
 * lists, headings, blockquotes, rules, pictures from the shop's own uploads, **bold**,
 * *italic*, `code` and [links](https://…) to the web, to e-mail or to a path on the shop.
 * It builds a tree of plain data; React renders it as text, so HTML in the source is shown,
 * never interpreted, and no address can carry script (javascript:, data:, vbscript: …).
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

const inlinePattern =
  /!\[([^\]]*)\]\(([^)\s]*)\)|\*\*(.+?)\*\*|__(.+?)__|\*(?=\S)(.+?)\*|(?<![\w])_(?=\S)(.+?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

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

/** An encoded upload is named `…-{width}-{hash}.{ext}` and is 4:3 (server/catalog/image-files.ts). */
function encodedSize(src: string): { width: number; height: number } | null {
  const match = /-(245|500|750|1000)-[0-9a-f]{12}\.(webp|avif)$/.exec(src);
  if (!match) return null;
  const width = Number(match[1]);
  return { width, height: Math.round((width * 3) / 4) };
}

export function parseInline(text: string, depth = 0): Inline[] {
  if (depth > 4) return [{ kind: "text", text }];
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ kind: "text", text: text.slice(last, index) });
    const [, imageAlt, , strong1, strong2, em1, em2, code, label, href] = match;
    if (imageAlt !== undefined) {
      // A picture inside running text is left as its description.
      if (imageAlt) out.push({ kind: "text", text: imageAlt });
    } else if (strong1 !== undefined || strong2 !== undefined) {
      out.push({ kind: "strong", children: parseInline(strong1 ?? strong2 ?? "", depth + 1) });
    } else if (em1 !== undefined || em2 !== undefined) {
      out.push({ kind: "em", children: parseInline(em1 ?? em2 ?? "", depth + 1) });
    } else if (code !== undefined) {
      out.push({ kind: "code", text: code });
    } else if (label !== undefined && href !== undefined) {
      const children = parseInline(label, depth + 1);
      const safe = safeHref(href);
      if (safe) out.push({ kind: "link", href: safe, children });
      else out.push(...children);
    }
    last = index + match[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

const bullet = /^\s*[-*+]\s+(.*)$/;
const numbered = /^\s*\d{1,3}[.)]\s+(.*)$/;
const heading = /^\s*(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const quoteLine = /^\s{0,3}>\s?(.*)$/;
const rule = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const image = /^\s*!\[([^\]]*)\]\(([^)\s]+)\)\s*$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { kind: "ul" | "ol"; items: Inline[][] } | null = null;
  let quote: string[][] | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: "p", children: parseInline(paragraph.join(" ")) });
      paragraph = [];
    }
  };
  const flushList = () => {
    if (list) blocks.push(list);
    list = null;
  };
  const flushQuote = () => {
    const paragraphs = (quote ?? []).filter((lines) => lines.length > 0);
    if (paragraphs.length > 0) {
      blocks.push({
        kind: "quote",
        paragraphs: paragraphs.map((lines) => parseInline(lines.join(" "))),
      });
    }
    quote = null;
  };
  const flushAll = () => {
    flushParagraph();
    flushList();
    flushQuote();
  };

  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    const quoted = quoteLine.exec(line);
    if (quoted) {
      flushParagraph();
      flushList();
      quote ??= [[]];
      const text = (quoted[1] ?? "").trim();
      if (text) quote[quote.length - 1]?.push(text);
      else quote.push([]);
      continue;
    }
    flushQuote();
    const title = heading.exec(line);
    const picture = image.exec(line);
    if (!line.trim()) {
      flushAll();
    } else if (title) {
      flushAll();
      blocks.push({
        kind: "h",
        level: title[1]?.length ?? 1,
        children: parseInline((title[2] ?? "").trim()),
      });
    } else if (rule.test(line)) {
      flushAll();
      blocks.push({ kind: "hr" });
    } else if (picture) {
      flushAll();
      const alt = (picture[1] ?? "").trim();
      const src = safeImageSrc(picture[2] ?? "");
      if (src) blocks.push({ kind: "img", src, alt, ...encodedSize(src) });
      else if (alt) blocks.push({ kind: "p", children: [{ kind: "text", text: alt }] });
    } else if (bullet.test(line) || numbered.test(line)) {
      flushParagraph();
      const item = bullet.exec(line) ?? numbered.exec(line);
      const kind = bullet.test(line) ? "ul" : "ol";
      if (list && list.kind !== kind) flushList();
      list ??= { kind, items: [] };
      list.items.push(parseInline((item?.[1] ?? "").trim()));
    } else if (list && /^\s{2,}\S/.test(line)) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1]?.push({ kind: "text", text: ` ${line.trim()}` });
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushAll();
  return blocks;
}
