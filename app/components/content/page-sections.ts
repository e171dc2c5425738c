import { type Block, inlineText } from "#server/markdown/blocks.ts";

/** A stored page's body cut at its headings: what comes before them, then one part each. */
export interface PageSections {
  intro: Block[];
  sections: { id: string; heading: string; blocks: Block[] }[];
}

function slug(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
}

/**
 * Cuts a page's Markdown blocks at its biggest headings, so each becomes a section of the page
 * with an anchor (/faq#…); smaller headings stay inside their section. The loader parses: the
 * browser gets the structure, not the parser.
 */
export function pageSections(blocks: Block[]): PageSections {
  const top = Math.min(...blocks.map((block) => (block.kind === "h" ? block.level : 7)));
  const result: PageSections = { intro: [], sections: [] };
  const used = new Set<string>();
  for (const block of blocks) {
    if (block.kind === "h" && block.level === top) {
      const heading = inlineText(block.children).trim();
      const base = slug(heading) || "section";
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      result.sections.push({ id, heading, blocks: [] });
    } else {
      const current = result.sections.at(-1);
      (current ? current.blocks : result.intro).push(block);
    }
  }
  return result;
}
