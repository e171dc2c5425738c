import type { Block } from "#server/markdown/blocks.ts";

/**
 * What a page text writes, on a line of its own, where the table of the shop's shipping rates
 * and delivery times goes (the studio's zones and methods, as they are now).
 */
export const SHIPPING_RATES_MARKER = "{shipping-rates}";

export function asksForShippingRates(markdown: string) {
  return markdown.includes(SHIPPING_RATES_MARKER);
}

function isMarker(block: Block) {
  if (block.kind !== "p" || block.children.length !== 1) return false;
  const [only] = block.children;
  return only?.kind === "text" && only.text.trim() === SHIPPING_RATES_MARKER;
}

/** A text's blocks as runs of Markdown, and `"rates"` at each paragraph that is the marker alone. */
export function cutAtShippingRates(blocks: Block[]): (Block[] | "rates")[] {
  const parts: (Block[] | "rates")[] = [];
  for (const block of blocks) {
    const last = parts.at(-1);
    if (isMarker(block)) parts.push("rates");
    else if (Array.isArray(last)) last.push(block);
    else parts.push([block]);
  }
  return parts;
}
