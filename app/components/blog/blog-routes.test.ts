/**
 * The blog's loaders on a test database: the list (cacheable, paginated, the error alert's
 * data on a failure), a post (a draft or unknown slug redirects to /404), the RSS feed and the
 * sitemap's blog entries.
 * How the pages look is checked end to end (tests/e2e/blog.spec.ts).
 */
import { matchRoutes, type RouteObject, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as blogLoader } from "#app/routes/blog.tsx";
import { loader as postLoader } from "#app/routes/blog-post.tsx";
import { loader as rssLoader } from "#app/routes/blog-rss[.]xml.ts";
import { loader as notFoundLoader } from "#app/routes/not-found.tsx";
import { loader as sitemapLoader } from "#app/routes/sitemap[.]xml.ts";
import routes from "#app/routes.ts";
import { parseConfig } from "#server/config.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { CACHEABLE_PAGE_HEADER } from "#server/http/cacheable-page.ts";
import { paypalClientFor } from "#server/payments/paypal/client-for-config.ts";
import { simulatorCredentials } from "#server/paypal-simulator/merchant-credentials.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
const DAY = 86_400_000;

beforeAll(async () => {
  test = await createTestDatabase();
  const now = Date.now();
  await test.db.insert(blogPosts).values([
    ...Array.from({ length: 13 }, (_, index) => ({
      slug: `post-${index + 1}`,
      title: `Post ${index + 1}`,
      excerpt: index === 0 ? "Tea & <paper>" : "",
      content: `## Hi\n\nSome **words** for post ${index + 1}. <script>alert(1)</script>`,
      author: index === 0 ? "Mina" : null,
      status: "published" as const,
      publishedAt: new Date(now - (index + 1) * DAY),
    })),
    { slug: "secret-draft", title: "Secret", status: "draft" as const },
  ]);
});
afterAll(() => test?.close());

function contextOf(db: Database = test.db) {
  const context = new RouterContextProvider();
  const config = parseConfig({ DATA_DIR: test.dataDir, PUBLIC_URL: "https://shop.example" });
  context.set(appContext, {
    db,
    config,
    storage: test.storage,
    logger: createCapturingLogger().logger,
    requestId: "test",
    nonce: "test",
    clientAddress: "192.0.2.80",
    paypal: paypalClientFor(config, {
      simulatorBaseUrl: "http://127.0.0.1:9/paypal-simulator",
      simulatorCredentials: () => simulatorCredentials(test.db),
    }),
  });
  return context;
}

function args(url: string, params: Record<string, string> = {}, db?: Database) {
  return {
    request: new Request(`https://shop.example${url}`),
    params,
    context: contextOf(db),
    unstable_pattern: "",
  } as never;
}

/** A loader's answer: `data(...)` (with headers) or a plain object. */
function unwrap(result: unknown): { body: Record<string, unknown>; headers: Headers } {
  const value = result as { type?: string; data?: unknown; init?: { headers?: HeadersInit } };
  if (value?.type === "DataWithResponseInit") {
    return {
      body: value.data as Record<string, unknown>,
      headers: new Headers(value.init?.headers),
    };
  }
  return { body: result as Record<string, unknown>, headers: new Headers() };
}

describe("the /blog loader", () => {
  it("gives a cacheable page of 12 posts, newest first, with dates and the popular 3", async () => {
    const { body, headers } = unwrap(await blogLoader(args("/blog")));
    expect(headers.get(CACHEABLE_PAGE_HEADER)).toBe("storefront");
    const posts = body.posts as { slug: string; date: string; excerpt: string }[];
    expect(posts).toHaveLength(12);
    expect(posts[0]).toMatchObject({ slug: "post-1", excerpt: "Tea & <paper>" });
    expect(posts[0]?.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(posts[1]?.excerpt).toBe("Hi Some words for post 2. alert(1)");
    expect(body).toMatchObject({ page: 1, pageCount: 2, error: null, popularFailed: false });
    expect((body.popular as { slug: string }[]).map((post) => post.slug)).toEqual([
      "post-1",
      "post-2",
      "post-3",
    ]);
    expect(body.seo).toEqual({ origin: "https://shop.example", path: "/blog" });
  });

  it("reads ?page and canonicalises it", async () => {
    const { body } = unwrap(await blogLoader(args("/blog?page=2")));
    expect((body.posts as { slug: string }[]).map((post) => post.slug)).toEqual(["post-13"]);
    expect(body.seo).toEqual({ origin: "https://shop.example", path: "/blog?page=2" });
    const odd = unwrap(await blogLoader(args("/blog?page=-3"))).body;
    expect(odd.page).toBe(1);
  });

  it("shows the error alert's data, not a crash, when the database fails; and is not kept", async () => {
    const broken = {
      select() {
        throw new Error('relation "blog_posts" does not exist');
      },
    } as unknown as Database;
    const { body, headers } = unwrap(await blogLoader(args("/blog", {}, broken)));
    expect(headers.get(CACHEABLE_PAGE_HEADER)).toBeNull();
    expect(body).toMatchObject({
      posts: [],
      error: { message: null, isNetworkError: false },
      popular: [],
      popularFailed: true,
      intro: null,
    });
  });
});

describe("the /blog/{slug} loader", () => {
  it("gives the post with its Markdown parsed, never raw HTML", async () => {
    const { body, headers } = unwrap(await postLoader(args("/blog/post-1", { slug: "post-1" })));
    expect(headers.get(CACHEABLE_PAGE_HEADER)).toBe("storefront");
    expect(body.post).toMatchObject({ slug: "post-1", title: "Post 1", author: "Mina" });
    expect(body.content).toEqual([
      { kind: "h", level: 2, children: [{ kind: "text", text: "Hi" }] },
      {
        kind: "p",
        children: [
          { kind: "text", text: "Some " },
          { kind: "strong", children: [{ kind: "text", text: "words" }] },
          { kind: "text", text: " for post 1. <script>alert(1)</script>" },
        ],
      },
    ]);
    const [ld] = body.jsonLd as Record<string, unknown>[];
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Post 1",
      url: "https://shop.example/blog/post-1",
      author: { "@type": "Person", name: "Mina" },
    });
  });

  it("redirects a draft and an unknown slug to /404 (spec §8)", async () => {
    for (const slug of ["secret-draft", "no-such-post"]) {
      const thrown = await postLoader(args(`/blog/${slug}`, { slug })).catch((error) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe("/404");
    }
  });

  it("lands on the not-found page, answered 404, at /404", async () => {
    const matched = matchRoutes(routes as RouteObject[], "/404") ?? [];
    expect(matched.map((match) => (match.route as { file?: string }).file)).toEqual([
      "routes/not-found.tsx",
    ]);
    const answer = notFoundLoader(args("/404")) as { init?: { status?: number } };
    expect(answer.init?.status).toBe(404);
  });
});

describe("the feed and the sitemap", () => {
  it("serves RSS 2.0 with absolute links to published posts only", async () => {
    const response = (await rssLoader(args("/blog/rss.xml"))) as Response;
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(13);
    expect(xml).toContain("<link>https://shop.example/blog/post-1</link>");
    expect(xml).toContain("<description>Tea &amp; &lt;paper&gt;</description>");
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(xml).not.toContain("secret-draft");
  });

  it("lists the blog, its posts and the content pages in the sitemap", async () => {
    const response = (await sitemapLoader(args("/sitemap.xml"))) as Response;
    const xml = await response.text();
    for (const path of ["/blog", "/blog/post-1", "/blog/post-13", "/faq", "/mail-club"]) {
      expect(xml).toContain(`<loc>https://shop.example${path}</loc>`);
    }
    expect(xml).not.toContain("secret-draft");
  });
});
