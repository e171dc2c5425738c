import { describe, expect, it } from "vitest";
import { sitemapXml } from "#app/components/seo/sitemap.ts";

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
