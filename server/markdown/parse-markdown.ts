/**
 * Markdown for product texts, blog posts and the shop's pages, read by CommonMark's reference
 * parser (`mdast-util-from-markdown`, decision 015) and kept to an allow-list: paragraphs,
 * bullet and numbered lists, headings, blockquotes, rules, pictures from the shop's own
 * uploads, **bold**, *italic*, `code` and [links](https://…) to the web, to e-mail or to a
 * path on the shop. Everything else becomes its text. The result is a tree of plain data that
 * React renders as text, so HTML in the source is shown, never interpreted, and no address
 * can carry script (javascript:, data:, vbscript: …). Loaders run it; the studio's previews
 * load it on demand, so it is never in a page's own script.
 */
import type { Definition, Nodes, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import {
  type Block,
  encodedSize,
  type Inline,
  inlineText,
  safeHref,
  safeImageSrc,
} from "#server/markdown/blocks.ts";

/** Deeper nesting than this (emphasis in a link in emphasis …) is kept as its text. */
const MAX_DEPTH = 8;

type Definitions = Map<string, Definition>;

/** The plain text of a node, line breaks as spaces. */
function textOf(node: Nodes): string {
  if ("value" in node) return node.type === "inlineCode" ? node.value : spaced(node.value);
  if (node.type === "image" || node.type === "imageReference") return node.alt ?? "";
  if ("children" in node) return node.children.map((child) => textOf(child)).join("");
  return node.type === "break" ? " " : "";
}

const spaced = (text: string) => text.replace(/\r?\n/g, " ");

function inlines(nodes: PhrasingContent[], definitions: Definitions, depth: number): Inline[] {
  const merged: Inline[] = [];
  for (const part of nodes.flatMap((node) => inline(node, definitions, depth))) {
    const last = merged.at(-1);
    // Raw HTML in a line arrives in pieces: one text, as written.
    if (last?.kind === "text" && part.kind === "text") last.text += part.text;
    else merged.push(part);
  }
  return merged;
}

function inline(node: PhrasingContent, definitions: Definitions, depth: number): Inline[] {
  if (depth > MAX_DEPTH) return [{ kind: "text", text: textOf(node) }];
  switch (node.type) {
    case "strong":
      return [{ kind: "strong", children: inlines(node.children, definitions, depth + 1) }];
    case "emphasis":
      return [{ kind: "em", children: inlines(node.children, definitions, depth + 1) }];
    case "inlineCode":
      return [{ kind: "code", text: node.value }];
    case "link":
    case "linkReference": {
      const url =
        node.type === "link" ? node.url : definitions.get(node.identifier.toLowerCase())?.url;
      const children = inlines(node.children, definitions, depth + 1);
      const href = url === undefined ? null : safeHref(url);
      return href ? [{ kind: "link", href, children }] : children;
    }
    default: {
      // Text, raw HTML (shown as written), a picture inside running text (its description).
      const text = textOf(node);
      return text ? [{ kind: "text", text }] : [];
    }
  }
}

/** A paragraph that is only a picture: the picture, when it is one of the shop's. */
function pictureBlock(paragraph: Paragraph): Block | null {
  const [only, ...rest] = paragraph.children.filter(
    (child) => !(child.type === "text" && !child.value.trim()),
  );
  if (rest.length > 0 || only?.type !== "image") return null;
  const alt = only.alt?.trim() ?? "";
  const src = safeImageSrc(only.url);
  if (src) return { kind: "img", src, alt, ...encodedSize(src) };
  return { kind: "p", children: alt ? [{ kind: "text", text: alt }] : [] };
}

function paragraphsOf(nodes: RootContent[], definitions: Definitions): Inline[][] {
  return nodes.flatMap((node) =>
    node.type === "paragraph"
      ? [inlines(node.children, definitions, 0)]
      : blocksOf([node], definitions).flatMap((block) =>
          block.kind === "p" ? [block.children] : [],
        ),
  );
}

function blocksOf(nodes: RootContent[], definitions: Definitions): Block[] {
  return nodes.flatMap((node): Block[] => {
    switch (node.type) {
      case "paragraph":
        return [
          pictureBlock(node) ?? { kind: "p", children: inlines(node.children, definitions, 0) },
        ];
      case "heading":
        return [{ kind: "h", level: node.depth, children: inlines(node.children, definitions, 0) }];
      case "thematicBreak":
        return [{ kind: "hr" }];
      case "blockquote": {
        const paragraphs = paragraphsOf(node.children, definitions).filter((p) => p.length > 0);
        return paragraphs.length > 0 ? [{ kind: "quote", paragraphs }] : [];
      }
      case "list": {
        // A nested list's items join the list they are in.
        const items = node.children.flatMap((item) => {
          const own = item.children.filter((child) => child.type !== "list");
          const nested = item.children.filter((child) => child.type === "list");
          const text = paragraphsOf(own, definitions);
          const first = text.flatMap((p, index) =>
            index === 0 ? p : [{ kind: "text" as const, text: " " }, ...p],
          );
          const inner = blocksOf(nested, definitions).flatMap((block) =>
            block.kind === "ul" || block.kind === "ol" ? block.items : [],
          );
          return [first, ...inner];
        });
        return [{ kind: node.ordered ? "ol" : "ul", items }];
      }
      case "code":
        return [{ kind: "p", children: [{ kind: "code", text: node.value }] }];
      case "definition":
        return [];
      default: {
        // Raw HTML and anything else CommonMark knows: its text, as a paragraph.
        const text = textOf(node);
        return text.trim() ? [{ kind: "p", children: [{ kind: "text", text }] }] : [];
      }
    }
  });
}

function definitionsOf(root: Root): Definitions {
  const definitions: Definitions = new Map();
  const visit = (node: Nodes) => {
    if (node.type === "definition") definitions.set(node.identifier.toLowerCase(), node);
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return definitions;
}

export function parseMarkdown(source: string): Block[] {
  const root = fromMarkdown(source);
  return blocksOf(root.children, definitionsOf(root));
}

/** One line of Markdown as running text: the inline parts of its blocks. */
export function parseInline(text: string): Inline[] {
  return parseMarkdown(text).flatMap((block) => {
    if (block.kind === "p" || block.kind === "h") return block.children;
    if (block.kind === "img") return block.alt ? [{ kind: "text" as const, text: block.alt }] : [];
    return [];
  });
}

/**
 * Markdown reduced to its words (meta descriptions, excerpts): no marks, links as their text,
 * HTML tags left out, one space between.
 */
export function markdownToPlainText(markdown: string): string {
  const words = parseMarkdown(markdown).flatMap((block) => {
    switch (block.kind) {
      case "p":
      case "h":
        return [inlineText(block.children)];
      case "ul":
      case "ol":
        return block.items.map(inlineText);
      case "quote":
        return block.paragraphs.map(inlineText);
      case "img":
        return [block.alt];
      default:
        return [];
    }
  });
  return words
    .join(" ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
