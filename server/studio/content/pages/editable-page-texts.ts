import { BLOG_TEXT_KEY } from "#server/content/blog/get-blog-intro.ts";

/** How a stored page text's body is shown on the storefront, so the editor previews it alike. */
export type PageBodyKind = "page" | "home" | "none";

export interface EditablePageText {
  key: string;
  /** What the maker calls it. */
  name: string;
  /** Where the storefront shows it. */
  path: string;
  /** What each of its fields is on that page. */
  labels: { title: string; lead: string; body?: string };
  body: PageBodyKind;
}

/**
 * The stored page texts the studio edits (decisions.md 6), in the order of the storefront.
 * Home texts render their body as Markdown in a section; the customer-service pages cut
 * theirs into sections at its headings, with {email} as the shop's address; the blog's text
 * has a name and an intro line only.
 */
export const editablePageTexts: EditablePageText[] = [
  {
    key: "home-hero",
    name: "Home: welcome",
    path: "/",
    labels: { title: "Heading", lead: "Tagline", body: "Small facts under the buttons" },
    body: "home",
  },
  {
    key: "home-intro",
    name: "Home: Mail Club introduction",
    path: "/",
    labels: { title: "Heading", lead: "Opening line", body: "Text" },
    body: "home",
  },
  {
    key: BLOG_TEXT_KEY,
    name: "Blog name and intro",
    path: "/blog",
    labels: { title: "Blog name", lead: "Intro line" },
    body: "none",
  },
  ...(
    [
      ["shipping", "Shipping information"],
      ["returns", "Returns & damaged items"],
      ["faq", "Frequently asked questions"],
      ["privacy", "Privacy policy"],
    ] as const
  ).map(([key, name]) => ({
    key,
    name,
    path: `/${key}`,
    labels: { title: "Page title", lead: "Lead (one line under the title)", body: "Page text" },
    body: "page" as const,
  })),
];

export function findEditablePageText(key: string | undefined) {
  return editablePageTexts.find((page) => page.key === key) ?? null;
}
