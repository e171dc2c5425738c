/**
 * The blog (spec §2 Blog): the list with its cards and sidebar, a post with its rich text,
 * the redirect to /404 for an unknown or draft slug, the RSS feed and the sitemap's posts,
 * and axe at both widths. The posts are read from the demo data (server/seed/demo-blog.ts).
 */
import { demoBlogIntro, demoBlogPosts } from "#server/seed/demo-blog.ts";
import { demoShopSettings } from "#server/seed/demo-settings.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "#tests/support/fixtures.ts";

const published = demoBlogPosts
  .filter((post) => post.daysAgo !== null)
  .sort((a, b) => (a.daysAgo ?? 0) - (b.daysAgo ?? 0));
const draft = demoBlogPosts.find((post) => post.daysAgo === null);
const stickers = published.find((post) => post.slug === "how-a-sticker-sheet-is-made");
const unsigned = published.find((post) => post.author === null);
const derived = published.find((post) => post.excerpt === "");
if (!draft || !stickers || !unsigned || !derived) {
  throw new Error(
    "The demo blog lacks a draft, the sticker post, an unsigned post or one without excerpt.",
  );
}

/** 'March 5, 2025' (spec §9: US long format). */
const longDate =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

test("the blog lists the published posts, newest first, beside its sidebar", async ({ page }) => {
  await page.goto("/blog");
  await expect(page).toHaveTitle(new RegExp(`^${demoBlogIntro.title} — `));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoBlogIntro.title);
  await expect(page.getByText(demoBlogIntro.lead)).toBeVisible();

  const cards = page.getByRole("region", { name: "Posts", exact: true }).getByRole("article");
  await expect(cards).toHaveCount(published.length);
  for (const [index, post] of published.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(post.title);
    await expect(card.locator("time")).toHaveText(longDate);
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      `/blog/${post.slug}`,
    );
    if (post.excerpt) await expect(card.getByText(post.excerpt)).toBeVisible();
  }
  // A post without an excerpt shows the start of its content; clamped to 3 lines.
  const derivedCard = cards.filter({ hasText: derived.title });
  const excerpt = derivedCard.locator("p.line-clamp-3");
  await expect(excerpt).toContainText(derived.content.slice(0, 40));
  const clamp = await excerpt.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: style.webkitLineClamp,
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.6,
    };
  });
  expect(clamp.lines).toBe("3");
  expect(clamp.height).toBeLessThanOrEqual(clamp.lineHeight * 3 + 1);
  await expect(page.getByText(draft.title)).toHaveCount(0);

  const sidebar = page.getByRole("complementary", { name: "About the blog" });
  await expect(sidebar.getByRole("heading", { name: "Follow Along" })).toBeVisible();
  for (const link of demoShopSettings.socialLinks) {
    await expect(sidebar.getByRole("link", { name: link.label })).toHaveAttribute("href", link.url);
  }
  const popular = sidebar
    .getByRole("region", { name: "Popular Posts" })
    .getByRole("listitem")
    .getByRole("link");
  await expect(popular).toHaveText(published.slice(0, 3).map((post) => post.title));
  await expect(popular.first()).toHaveAttribute("href", `/blog/${published[0]?.slug}`);

  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
});

test("sidebar and posts sit side by side on a wide screen @desktop", async ({ page }) => {
  await page.goto("/blog");
  const posts = await page.getByRole("region", { name: "Posts", exact: true }).boundingBox();
  const sidebar = await page.getByRole("complementary", { name: "About the blog" }).boundingBox();
  expect(posts && sidebar && sidebar.x > posts.x + posts.width - 1).toBe(true);
  // Two cards a row: the second starts beside the first.
  const cards = page.getByRole("region", { name: "Posts", exact: true }).getByRole("article");
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && Math.abs(first.y - second.y) < 2 && second.x > first.x).toBe(true);
});

test("Read More opens a post with its date, author and rich text", async ({ page }) => {
  await page.goto("/blog");
  await page
    .getByRole("article")
    .filter({ hasText: stickers.title })
    .getByRole("link", { name: /^Read More/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${stickers.slug}$`));
  await expect(page).toHaveTitle(new RegExp(`^${stickers.title} — `));

  const article = page.getByRole("main").getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(stickers.title);
  await expect(article.getByText(/^Published on /)).toBeVisible();
  await expect(article.locator("header time")).toHaveText(longDate);
  await expect(article.getByText(`By ${stickers.author}`)).toBeVisible();
  await expect(article.getByRole("img", { name: stickers.coverAlt })).toBeVisible();

  // The Markdown as rich text: headings under the title, a numbered list, bold, links, a picture.
  await expect(
    article.getByRole("heading", { level: 2, name: "From sketch to sheet" }),
  ).toBeVisible();
  await expect(article.getByRole("list").first().getByRole("listitem")).toHaveCount(7);
  await expect(article.locator("strong", { hasText: "Sketching." })).toBeVisible();
  await expect(article.getByRole("link", { name: "the sticker shop" })).toHaveAttribute(
    "href",
    "/stickers",
  );
  await expect(article.getByRole("link", { name: "hello@washi.example" })).toHaveAttribute(
    "href",
    "mailto:hello@washi.example",
  );
  const sketches = article.getByRole("img", { name: /^Pencil sketches/ });
  await expect(sketches).toHaveAttribute("src", /^\/uploads\/blog\/.+\.webp$/);
  await expect(sketches).toHaveAttribute("loading", "lazy");

  // SEO: canonical, Open Graph article, JSON-LD BlogPosting.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${stickers.slug}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd
    .map((text) => JSON.parse(text))
    .find((block) => block["@type"] === "BlogPosting");
  expect(posting).toMatchObject({ headline: stickers.title, author: { name: stickers.author } });

  await article.getByRole("link", { name: "Back to Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoBlogIntro.title);
});

test("a post without an author has no By line", async ({ page }) => {
  await page.goto(`/blog/${unsigned.slug}`);
  const article = page.getByRole("main").getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(unsigned.title);
  await expect(article.getByText(/^Published on /)).toBeVisible();
  await expect(article.getByText(/^By /)).toHaveCount(0);
});

test("an unknown or draft slug redirects to /404, the not-found page with 404", async ({
  page,
}) => {
  for (const slug of ["no-such-post", draft.slug]) {
    const response = await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(/\/404$/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  }
});

test("the RSS feed and the sitemap list the published posts @desktop", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
  expect(xml.match(/<item>/g)).toHaveLength(published.length);
  for (const post of published) {
    expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/blog/${post.slug}</link>`));
  }
  expect(
    xml.match(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/g),
  ).toHaveLength(published.length);
  expect(xml).not.toContain(draft.slug);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/blog", ...published.map((post) => `/blog/${post.slug}`)]) {
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
  }
  expect(sitemap).not.toContain(draft.slug);
});

// The list, and the posts with a picture, a numbered list, a quote, a rule and a third-level heading.
const axePages = [
  "/blog",
  ...[stickers, unsigned, ...published.filter((post) => post.content.includes("\n> "))].map(
    (post) => `/blog/${post.slug}`,
  ),
];
for (const path of new Set(axePages)) {
  test(`axe finds nothing on ${path}`, { tag: "@layout" }, async ({ page }, testInfo) => {
    await page.goto(path);
    await expectNoAxeViolations(page, testInfo, { label: path });
  });
}
