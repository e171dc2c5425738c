import type { ReactNode } from "react";
import type { Block, Inline } from "#app/components/catalog/markdown.ts";
import { cx } from "#app/components/ui/cx.ts";

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
            rel="nofollow noopener noreferrer"
            className="font-medium text-clay-deep underline underline-offset-4 hover:text-ink"
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  const key = `${block.kind}-${index}`;
  switch (block.kind) {
    case "p":
      return <p key={key}>{renderInline(block.children)}</p>;
    case "h":
      return (
        <h3 key={key} className="text-xl font-semibold">
          {renderInline(block.children)}
        </h3>
      );
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
 * Markdown from the catalogue, parsed on the server (parseMarkdown) and rendered here as
 * React elements, so HTML in the source is never interpreted.
 */
export function Markdown({ blocks, className }: { blocks: Block[]; className?: string }) {
  return <div className={cx("flex flex-col gap-3", className)}>{blocks.map(renderBlock)}</div>;
}
