import { describe, expect, it } from "vitest";
import { contentPagePaths, sitemapXml } from "#app/components/seo/sitemap.ts";

describe("sitemapXml", () => {
  it("lists absolute, escaped, unique addresses", () => {
    const xml = sitemapXml("https://shop.example", [
      { path: "/" },
      { path: "/stickers/product/a&b" },
      { path: "/" },
      { path: "/x", lastModified: new Date("2026-01-02T10:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://shop.example/</loc>");
    expect(xml).toContain("<loc>https://shop.example/stickers/product/a&amp;b</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
  });
});

describe("contentPagePaths", () => {
  it("names the blog, the Mail Club and the customer-service pages, nothing private", () => {
    expect(contentPagePaths).toEqual(
      expect.arrayContaining([
        "/blog",
        "/mail-club",
        "/subscribe",
        "/shipping",
        "/returns",
        "/faq",
        "/privacy",
        "/contact",
      ]),
    );
    for (const path of contentPagePaths) {
      expect(path).not.toMatch(/^\/(cart|checkout|account|orders|studio|api)/);
    }
  });

  it("lists a blog post with its last change", () => {
    const xml = sitemapXml("https://shop.example", [
      { path: "/blog/how-stickers-are-made", lastModified: new Date("2026-02-03T23:00:00Z") },
    ]);
    expect(xml).toContain(
      "<url><loc>https://shop.example/blog/how-stickers-are-made</loc><lastmod>2026-02-03</lastmod></url>",
    );
  });
});
