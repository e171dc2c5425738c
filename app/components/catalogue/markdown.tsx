import type { ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";
import type { Block, Inline } from "#server/markdown/blocks.ts";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.kind}-${index}`;
    switch (node.kind) {
      case "text":
        return node.text;
      case "strong":
        return (
          <strong key={key} className="font-semibold text-ink">
            {renderInline(node.children)}
          </strong>
        );
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <code key={key} className="rounded-sm bg-paper-deep px-1 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      default:
        return (
          <a
            key={key}
            href={node.href}
            // Paths on the shop are its own pages; anything else is somebody else's.
            rel={node.href.startsWith("/") ? undefined : "nofollow noopener noreferrer"}
            className="font-medium text-clay-deep underline underline-offset-4 hover:text-ink"
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

const headingClasses: Record<number, string> = {
  2: "mt-4 text-2xl font-semibold",
  3: "text-xl font-semibold",
  4: "text-lg font-semibold",
};

/**
 * The HTML level of each heading: the text's biggest headings take `top`, smaller ones one
 * more per step, never skipping a level on the way down (and never beyond h6).
 */
export function headingLevels(blocks: Block[], top: number): Map<Block, number> {
  const levels = new Map<Block, number>();
  const headings = blocks.filter((block) => block.kind === "h");
  const biggest = Math.min(...headings.map((block) => block.level));
  let previous = top - 1;
  for (const block of headings) {
    const level = Math.min(top + block.level - biggest, previous + 1, 6);
    levels.set(block, level);
    previous = level;
  }
  return levels;
}

function renderBlock(block: Block, index: number, levels: Map<Block, number>): ReactNode {
  const key = `${block.kind}-${index}`;
  switch (block.kind) {
    case "p":
      return <p key={key}>{renderInline(block.children)}</p>;
    case "h": {
      const level = levels.get(block) ?? 3;
      const Heading = `h${level}` as "h2" | "h3" | "h4" | "h5" | "h6";
      return (
        <Heading key={key} className={headingClasses[level] ?? headingClasses[4]}>
          {renderInline(block.children)}
        </Heading>
      );
    }
    case "quote":
      return (
        <blockquote
          key={key}
          className="flex flex-col gap-2 border-l-4 border-clay-tint py-1 pl-4 font-display text-[1.1em] text-ink-soft italic"
        >
          {block.paragraphs.map((paragraph, paragraphIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text.
            <p key={paragraphIndex}>{renderInline(paragraph)}</p>
          ))}
        </blockquote>
      );
    case "img":
      return (
        <img
          key={key}
          src={block.src}
          alt={block.alt}
          width={block.width}
          height={block.height}
          loading="lazy"
          decoding="async"
          className="my-2 h-auto w-full rounded-lg border border-line bg-paper-deep"
        />
      );
    case "hr":
      return <hr key={key} className="stitch my-4 h-px border-0" />;
    case "ul":
    case "ol": {
      const List = block.kind;
      return (
        <List
          key={key}
          className={cx(
            "flex flex-col gap-1 pl-6",
            block.kind === "ul" ? "list-disc" : "list-decimal",
          )}
        >
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of one fixed text.
            <li key={itemIndex} className="marker:text-clay">
              {renderInline(item)}
            </li>
          ))}
        </List>
      );
    }
  }
}

/**
 * Markdown from the catalogue or the blog, parsed on the server (parseMarkdown) and rendered
 * here as React elements, so HTML in the source is never interpreted. `headingLevel` is the
 * HTML level of the text's biggest headings: 3 under a section's h2 (the default), 2 when the
 * text is the page's body under its h1.
 */
export function Markdown({
  blocks,
  className,
  headingLevel = 3,
}: {
  blocks: Block[];
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const levels = headingLevels(blocks, headingLevel);
  return (
    <div className={cx("flex flex-col gap-3", className)}>
      {blocks.map((block, index) => renderBlock(block, index, levels))}
    </div>
  );
}
