import { Markdown } from "#app/components/catalogue/markdown.tsx";
import { PageBody } from "#app/components/content/page-body.tsx";
import { pageSections } from "#app/components/content/page-sections.ts";
import type { Block } from "#server/markdown/blocks.ts";

/** Markdown as the blog shows a post's content (the page's biggest headings at h2). */
export function postPreview(blocks: Block[]) {
  return (
    <Markdown blocks={blocks} headingLevel={2} className="gap-5 text-lg leading-relaxed text-ink" />
  );
}

/** Markdown as a product page shows its description. */
export function productPreview(blocks: Block[]) {
  return <Markdown blocks={blocks} className="text-lg text-ink-soft" />;
}

/** Markdown as a home page section shows it. */
export function homeSectionPreview(blocks: Block[]) {
  return <Markdown blocks={blocks} className="text-lg text-ink-soft" />;
}

/** A customer-service page's body: sections at its headings, {email} as the shop's address. */
export function servicePagePreview(email: string) {
  return (blocks: Block[]) => <PageBody content={pageSections(blocks)} email={email} />;
}
