import { parseMarkdown } from "#app/components/catalog/markdown.ts";
import { Markdown } from "#app/components/catalog/markdown.tsx";
import { PageBody } from "#app/components/content/page-body.tsx";
import { pageSections } from "#app/components/content/page-sections.ts";

/** Markdown as the blog shows a post's content (the page's biggest headings at h2). */
export function postPreview(source: string) {
  return (
    <Markdown
      blocks={parseMarkdown(source)}
      headingLevel={2}
      className="gap-5 text-lg leading-relaxed text-ink"
    />
  );
}

/** Markdown as a home page section shows it. */
export function homeSectionPreview(source: string) {
  return <Markdown blocks={parseMarkdown(source)} className="text-lg text-ink-soft" />;
}

/** A customer-service page's body: sections at its headings, {email} as the shop's address. */
export function servicePagePreview(email: string) {
  return (source: string) => <PageBody content={pageSections(source)} email={email} />;
}
