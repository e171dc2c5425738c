import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, productJsonLd } from "#app/components/seo/json-ld.ts";
import { absoluteUrl, seoMeta } from "#app/components/seo/seo.ts";

describe("seoMeta", () => {
  it("adds canonical, Open Graph and JSON-LD to the title and description", () => {
    const tags = seoMeta({
      title: "Stickers",
      description: "x".repeat(200),
      shopName: "Washi",
      seo: { origin: "https://shop.example", path: "/stickers?topic=cats" },
      image: "/uploads/a.webp",
      ogType: "product",
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(tags).toContainEqual({ title: "Stickers — Washi" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example/stickers?topic=cats",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://shop.example/uploads/a.webp",
    });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
    const description = tags.find((tag) => tag.name === "description") as { content: string };
    expect(description.content.length).toBeLessThanOrEqual(160);
  });

  it("keeps absolute URLs as they are", () => {
    expect(absoluteUrl("https://a.example", "https://cdn.example/x.webp")).toBe(
      "https://cdn.example/x.webp",
    );
  });
});

describe("JSON-LD", () => {
  it("describes a product with its offer", () => {
    const ld = productJsonLd("https://shop.example", {
      title: "Mail </script> Club",
      sku: "MC-1",
      description: "d",
      priceCents: 888,
      isAvailable: false,
      imagePaths: ["/uploads/a.webp"],
      path: "/stickers/product/a",
      brand: "Washi",
    });
    expect(ld.offers.price).toBe("8.88");
    expect(ld.offers.priceCurrency).toBe("USD");
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(ld.image).toEqual(["https://shop.example/uploads/a.webp"]);
  });

  it("numbers the breadcrumb trail", () => {
    const ld = breadcrumbJsonLd("https://shop.example", [
      { name: "Home", path: "/" },
      { name: "Stickers", path: "/stickers" },
      { name: "Meadow" },
    ]);
    expect(ld.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(ld.itemListElement[1]).toMatchObject({ item: "https://shop.example/stickers" });
    expect(ld.itemListElement[2]).not.toHaveProperty("item");
  });
});
