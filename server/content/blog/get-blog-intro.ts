import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { pageTexts } from "#server/db/schema.ts";

/** The page text the blog's name and intro line are stored under (decisions.md 6). */
export const BLOG_TEXT_KEY = "blog";

export interface BlogIntro {
  /** The blog's name. */
  title: string;
  /** One line about what the blog holds. */
  lead: string;
}

/** What the blog is called before the studio has named it. */
export const defaultBlogIntro: BlogIntro = {
  title: "The Studio Journal",
  lead: "Stories, inspiration and behind-the-scenes glimpses from the studio.",
};

/** The blog's name and intro line from the stored page text; the defaults when none. */
export async function getBlogIntro(db: Database): Promise<BlogIntro> {
  const [row] = await db
    .select({ title: pageTexts.title, lead: pageTexts.lead })
    .from(pageTexts)
    .where(eq(pageTexts.key, BLOG_TEXT_KEY))
    .limit(1);
  return {
    title: row?.title.trim() || defaultBlogIntro.title,
    lead: row?.lead.trim() || defaultBlogIntro.lead,
  };
}
