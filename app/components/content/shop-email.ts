import type { Block, Inline } from "#server/markdown/blocks.ts";

/** What a stored page text writes where the shop's own e-mail address belongs. */
export const EMAIL_PLACEHOLDER = "{email}";

function fillInline(nodes: Inline[], email: string, inLink: boolean): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    if (node.kind === "code") return [node];
    if (node.kind !== "text") {
      return [
        { ...node, children: fillInline(node.children, email, inLink || node.kind === "link") },
      ];
    }
    if (!node.text.includes(EMAIL_PLACEHOLDER)) return [node];
    // Inside a link's label the address is plain text: links never nest.
    if (inLink) return [{ kind: "text", text: node.text.replaceAll(EMAIL_PLACEHOLDER, email) }];
    const parts = node.text.split(EMAIL_PLACEHOLDER);
    return parts.flatMap((text, index): Inline[] => {
      const out: Inline[] = text ? [{ kind: "text", text }] : [];
      if (index < parts.length - 1) {
        out.push({
          kind: "link",
          href: `mailto:${email}`,
          children: [{ kind: "text", text: email }],
        });
      }
      return out;
    });
  });
}

/**
 * Replaces `{email}` in a page's text with a mailto link to the shop's address (the owner
 * e-mail of the shop settings), so the pages never name an old address. The address is the
 * shop's own, never a visitor's, and React renders it as text.
 */
export function withShopEmail(blocks: Block[], email: string): Block[] {
  const fill = (nodes: Inline[]) => fillInline(nodes, email, false);
  return blocks.map((block): Block => {
    switch (block.kind) {
      case "p":
      case "h":
        return { ...block, children: fill(block.children) };
      case "ul":
      case "ol":
        return { ...block, items: block.items.map(fill) };
      case "quote":
        return { ...block, paragraphs: block.paragraphs.map(fill) };
      default:
        return block;
    }
  });
}
