import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cutText, excerptOf } from "#server/content/blog/blog-post-shape.ts";
import { defaultBlogIntro, getBlogIntro } from "#server/content/blog/get-blog-intro.ts";
import { getPublishedPost } from "#server/content/blog/get-published-post.ts";
import { listPopularPosts } from "#server/content/blog/list-popular-posts.ts";
import { listPostLinks } from "#server/content/blog/list-post-links.ts";
import { listPublishedPosts } from "#server/content/blog/list-published-posts.ts";
import { blogPosts, type ImageVariants, pageTexts } from "#server/db/schema.ts";
import { demoBlogPosts, insertDemoBlog } from "#server/seed/demo-blog.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const DAY = 86_400_000;
const now = new Date("2026-03-05T15:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function variants(name: string): ImageVariants {
  const size = (width: number) => ({
    width,
    height: (width * 3) / 4,
    avif: `/uploads/blog/${name}-${width}.avif`,
    webp: `/uploads/blog/${name}-${width}.webp`,
  });
  return { thumbnail: size(245), small: size(500), medium: size(750), large: size(1000) };
}

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  const longContent = `## Hello\n\nThis **post** has [no excerpt](/shop) of its own, so the list makes one from the words of its content, cut at a whole word near one hundred and fifty characters, with an ellipsis.`;
  await test.db.insert(blogPosts).values([
    ...Array.from({ length: 14 }, (_, index) => ({
      slug: `post-${index + 1}`,
      title: `Post ${index + 1}`,
      excerpt: `Excerpt ${index + 1}`,
      content: `Content ${index + 1}`,
      author: index % 2 ? "Mina" : null,
      status: "published" as const,
      publishedAt: daysAgo(index + 1),
    })),
    {
      slug: "derived",
      title: "Derived",
      excerpt: "  ",
      content: longContent,
      author: "  ",
      status: "published" as const,
      publishedAt: daysAgo(0.5),
      coverAlt: "A desk",
      coverWidth: 1000,
      coverHeight: 750,
      coverVariants: variants("desk"),
    },
    { slug: "draft", title: "Draft", status: "draft" as const, publishedAt: daysAgo(0.2) },
    { slug: "undated", title: "Undated", status: "published" as const, publishedAt: null },
    {
      slug: "tomorrow",
      title: "Tomorrow",
      status: "published" as const,
      publishedAt: new Date(now.getTime() + DAY),
    },
  ]);
});
afterAll(() => test?.close());

describe("listPublishedPosts", () => {
  it("lists only published posts whose time has come, newest first, a page at a time", async () => {
    const first = await listPublishedPosts(test.db, { page: 1, pageSize: 12, now });
    expect(first.total).toBe(15);
    expect(first.pageCount).toBe(2);
    expect(first.posts.map((post) => post.slug)).toEqual([
      "derived",
      ...Array.from({ length: 11 }, (_, index) => `post-${index + 1}`),
    ]);
    const second = await listPublishedPosts(test.db, { page: 2, pageSize: 12, now });
    expect(second.posts.map((post) => post.slug)).toEqual(["post-12", "post-13", "post-14"]);
    expect(second.total).toBe(15);
  });

  it("counts the posts on a page beyond the last", async () => {
    const beyond = await listPublishedPosts(test.db, { page: 9, pageSize: 12, now });
    expect(beyond).toMatchObject({ posts: [], total: 15, pageCount: 2, page: 9 });
  });

  it("shapes summaries: excerpt made from the content when empty, cover, author", async () => {
    const { posts } = await listPublishedPosts(test.db, { pageSize: 2, now });
    const [derived, post1] = posts;
    expect(derived?.excerpt.length).toBeLessThanOrEqual(150);
    expect(derived?.excerpt).toMatch(/^Hello This post has no excerpt of its own, so the list/);
    expect(derived?.excerpt.endsWith("…")).toBe(true);
    expect(derived?.author).toBeNull();
    expect(derived?.cover).toEqual({
      alt: "A desk",
      width: 1000,
      height: 750,
      variants: variants("desk"),
    });
    expect(derived?.publishedAt).toEqual(daysAgo(0.5));
    expect(post1).toMatchObject({ excerpt: "Excerpt 1", author: null, cover: null });
  });

  it("sees a scheduled post once its time comes", async () => {
    const later = new Date(now.getTime() + 2 * DAY);
    const { posts } = await listPublishedPosts(test.db, { pageSize: 1, now: later });
    expect(posts[0]?.slug).toBe("tomorrow");
  });
});

describe("listPopularPosts", () => {
  it("gives the first 3 published posts' slugs and titles", async () => {
    expect(await listPopularPosts(test.db, { now })).toEqual([
      { slug: "derived", title: "Derived" },
      { slug: "post-1", title: "Post 1" },
      { slug: "post-2", title: "Post 2" },
    ]);
  });
});

describe("getPublishedPost", () => {
  it("reads a published post with its content", async () => {
    const post = await getPublishedPost(test.db, "post-2", now);
    expect(post).toMatchObject({
      slug: "post-2",
      title: "Post 2",
      content: "Content 2",
      author: "Mina",
      excerpt: "Excerpt 2",
    });
  });

  it("gives null for an unknown slug, a draft, an undated or a scheduled post", async () => {
    for (const slug of ["nope", "draft", "undated", "tomorrow", "", "post-1' or '1'='1"]) {
      expect(await getPublishedPost(test.db, slug, now), slug).toBeNull();
    }
  });
});

describe("listPostLinks", () => {
  it("lists every published post for the sitemap", async () => {
    const links = await listPostLinks(test.db, now);
    expect(links).toHaveLength(15);
    expect(links.map((link) => link.slug)).not.toContain("draft");
    expect(links[0]?.updatedAt).toBeInstanceOf(Date);
  });
});

describe("excerpts", () => {
  it("cuts at a whole word within 150 characters", () => {
    const text = "word ".repeat(60).trim();
    const cut = cutText(text);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut).toMatch(/word…$/);
    expect(cutText("short")).toBe("short");
    expect(excerptOf("", "# Title\n\n- **one**\n- two")).toBe("Title one two");
    expect(excerptOf("Own words", "content")).toBe("Own words");
  });
});

describe("the demo blog", () => {
  it("inserts its intro and posts; the draft stays hidden", async () => {
    const demo = await createTestDatabase();
    try {
      const covers = new Map(demoBlogPosts.map((post) => [post.slug, variants(post.scene)]));
      const seededAt = new Date();
      await demo.db.transaction((tx) =>
        insertDemoBlog(
          tx,
          { covers, sketchesUrl: "/uploads/blog/s-1000-0123456789ab.webp" },
          seededAt,
        ),
      );
      expect(await getBlogIntro(demo.db)).toEqual({
        title: "The Studio Journal",
        lead: expect.stringMatching(/^Stories, inspiration and behind-the-scenes glimpses/),
      });
      const published = demoBlogPosts.filter((post) => post.daysAgo !== null);
      const page = await listPublishedPosts(demo.db, { pageSize: 12 });
      expect(page.posts.map((post) => post.slug)).toEqual(published.map((post) => post.slug));
      for (const post of page.posts) {
        expect(post.excerpt.length).toBeGreaterThan(40);
        expect(post.excerpt.length).toBeLessThanOrEqual(150);
        expect(post.cover?.variants.large.webp).toMatch(/^\/uploads\/blog\//);
      }
      const stickers = await getPublishedPost(demo.db, "how-a-sticker-sheet-is-made");
      expect(stickers?.content).toContain("](/uploads/blog/s-1000-0123456789ab.webp)");
      const draft = demoBlogPosts.find((post) => post.daysAgo === null);
      expect(await getPublishedPost(demo.db, draft?.slug ?? "")).toBeNull();
    } finally {
      await demo.close();
    }
  });
});

describe("getBlogIntro", () => {
  it("gives the defaults until the studio names the blog", async () => {
    expect(await getBlogIntro(test.db)).toEqual(defaultBlogIntro);
    await test.db.insert(pageTexts).values({ key: "blog", title: "Paper Notes", lead: "" });
    expect(await getBlogIntro(test.db)).toEqual({
      title: "Paper Notes",
      lead: defaultBlogIntro.lead,
    });
  });
});
