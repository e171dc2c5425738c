import { useEffect, useState } from "react";
import type { Block } from "#server/markdown/blocks.ts";

/**
 * The blocks of `source` while `active` (a preview tab shown), or null until they are ready.
 * The Markdown reader is loaded the first time a preview is asked for, so it is never part of
 * a page's own script (storefront pages get their blocks from their loaders).
 */
export function useMarkdownPreview(source: string, active: boolean): Block[] | null {
  const [parsed, setParsed] = useState<{ source: string; blocks: Block[] } | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    void import("#server/markdown/parse-markdown.ts").then(({ parseMarkdown }) => {
      if (current) setParsed({ source, blocks: parseMarkdown(source) });
    });
    return () => {
      current = false;
    };
  }, [source, active]);
  return parsed?.source === source ? parsed.blocks : null;
}
