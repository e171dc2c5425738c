/**
 * A tiny Markdown reader for product texts: paragraphs, bullet and numbered lists,
 * headings, **bold**, *italic*, `code` and [links](https://…). It builds a tree of plain
 * data; React renders it as text, so HTML in the source is shown, never interpreted.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "p"; children: Inline[] }
  | { kind: "h"; children: Inline[] }
  | { kind: "ul" | "ol"; items: Inline[][] };

const inlinePattern =
  /\*\*(.+?)\*\*|__(.+?)__|\*(?=\S)(.+?)\*|(?<![\w])_(?=\S)(.+?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only web links survive; anything else (javascript:, data:, relative paths) stays text. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function parseInline(text: string, depth = 0): Inline[] {
  if (depth > 4) return [{ kind: "text", text }];
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ kind: "text", text: text.slice(last, index) });
    const [, strong1, strong2, em1, em2, code, label, href] = match;
    if (strong1 !== undefined || strong2 !== undefined) {
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
const heading = /^\s*#{1,6}\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { kind: "ul" | "ol"; items: Inline[][] } | null = null;

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

  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    const item = bullet.exec(line) ?? numbered.exec(line);
    const title = heading.exec(line);
    if (!line.trim()) {
      flushParagraph();
      flushList();
    } else if (title) {
      flushParagraph();
      flushList();
      blocks.push({ kind: "h", children: parseInline((title[1] ?? "").trim()) });
    } else if (item) {
      flushParagraph();
      const kind = bullet.test(line) ? "ul" : "ol";
      if (list && list.kind !== kind) flushList();
      list ??= { kind, items: [] };
      list.items.push(parseInline((item[1] ?? "").trim()));
    } else if (list && /^\s{2,}\S/.test(line)) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1]?.push({ kind: "text", text: ` ${line.trim()}` });
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
