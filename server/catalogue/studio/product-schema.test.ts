import { describe, expect, it } from "vitest";
import { numberedCandidates, slugify } from "#server/catalogue/slugify.ts";
import { fieldErrors } from "#server/validation/parse-input.ts";
import { createProductSchema, dollarsToCents, productFieldsSchema } from "./product-schema.ts";
import { readStudioProductFilters, studioProductsHref } from "./studio-product-filters.ts";
import { prefixTsQuery } from "./studio-product-search.ts";

const valid = {
  title: "  Sleepy Cats Sticker Sheet ",
  productTypeId: "3",
  price: "4.50",
};

function errorsOf(input: Record<string, unknown>) {
  const parsed = productFieldsSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error, { byField: true });
}

describe("productFieldsSchema", () => {
  it("reads a form's text into typed values, blanks as null or defaults", () => {
    const fields = productFieldsSchema.parse({
      ...valid,
      stock: "",
      isPopular: "on",
      subCategoryIds: ["4", "4", " 7 "],
      topicIds: [],
      metaTitle: "  ",
      description: "Line one\r\nLine two",
    });
    expect(fields).toMatchObject({
      title: "Sleepy Cats Sticker Sheet",
      slug: null,
      sku: null,
      kind: "physical",
      productTypeId: 3,
      price: 450,
      stock: null,
      isPopular: true,
      subCategoryIds: [4, 7],
      topicIds: [],
      metaTitle: null,
      description: "Line one\nLine two",
      paypalPlanId: null,
    });
  });

  it("reads prices in dollars as cents without rounding errors", () => {
    expect(dollarsToCents("0.1")).toBe(10);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents(".5")).toBe(50);
    const price = (text: string) => productFieldsSchema.parse({ ...valid, price: text }).price;
    expect(price("$1,200.05")).toBe(120_005);
    expect(price("8.88")).toBe(888);
    expect(price("0")).toBe(0);
    expect(price("12.")).toBe(1200);
  });

  it("refuses bad prices, stock and slugs with a message on each field", () => {
    expect(
      errorsOf({ title: "", productTypeId: "", price: "", stock: "-1", slug: "Not a slug!" }),
    ).toEqual({
      title: "Please enter the product's name",
      productTypeId: "Please choose a product type",
      price: "Please enter a price",
      stock: "Enter a whole number, 0 or more, or leave it blank for made to order",
      slug: "Use lower-case letters, digits and single hyphens, like sleepy-cats-sticker",
    });
    expect(errorsOf({ ...valid, price: "4.505" }).price).toBe(
      "Enter the price in dollars, like 4.50",
    );
    expect(errorsOf({ ...valid, price: "-3" }).price).toBe("Enter the price in dollars, like 4.50");
    expect(errorsOf({ ...valid, price: "100000.01" }).price).toBe(
      "The price can be at most $100,000.00",
    );
    expect(errorsOf({ ...valid, stock: "2.5" }).stock).toMatch(/whole number/);
    expect(errorsOf({ ...valid, stock: "1000001" }).stock).toBe(
      "The stock can be at most 1,000,000",
    );
  });

  it("upper-cases codes, lower-cases slugs and refuses odd characters", () => {
    const fields = productFieldsSchema.parse({ ...valid, sku: "stk-014", slug: "Sleepy-Cats" });
    expect(fields.sku).toBe("STK-014");
    expect(fields.slug).toBe("sleepy-cats");
    expect(errorsOf({ ...valid, sku: "STK 014" }).sku).toBe(
      "Use capital letters, digits and hyphens, like STK-013",
    );
    expect(errorsOf({ ...valid, title: "Cats\u0000" }).title).toBe(
      "Please remove unusual characters",
    );
    expect(errorsOf({ ...valid, title: "x".repeat(201) }).title).toBe(
      "This can be at most 200 characters",
    );
  });

  it("asks a subscription for its PayPal plan, together with the other errors", () => {
    expect(errorsOf({ ...valid, kind: "subscription", price: "" })).toEqual({
      price: "Please enter a price",
      paypalPlanId: "A subscription needs its PayPal plan ID",
    });
    const plan = productFieldsSchema.parse({
      ...valid,
      kind: "subscription",
      paypalPlanId: "P-123",
      subscriptionInterval: "yearly",
    });
    expect(plan).toMatchObject({ paypalPlanId: "P-123", subscriptionInterval: "yearly" });
    expect(errorsOf({ ...valid, subscriptionInterval: "weekly" }).subscriptionInterval).toBe(
      "Choose monthly or yearly, or leave it blank",
    );
    expect(errorsOf({ ...valid, kind: "banner" }).kind).toBe(
      "Choose physical, digital or subscription",
    );
    expect(errorsOf({ ...valid, previewVideoMp4: "javascript:alert(1)" }).previewVideoMp4).toMatch(
      /path on this shop/,
    );
  });

  it("refuses lists that are not ids, and values of the wrong type, without throwing", () => {
    expect(errorsOf({ ...valid, subCategoryIds: ["x"] }).subCategoryIds).toBe(
      "Choose sub-categories from the list",
    );
    expect(errorsOf({ ...valid, topicIds: "3" }).topicIds).toBe("Choose topics from the list");
    expect(errorsOf({ ...valid, productTypeId: "99999999999" }).productTypeId).toBe(
      "Please choose a product type",
    );
    expect(errorsOf({ ...valid, title: 42 }).title).toBeDefined();
  });

  it("adds whether a new product starts in the shop", () => {
    expect(createProductSchema.parse({ ...valid, isActive: "on" }).isActive).toBe(true);
    expect(createProductSchema.parse(valid).isActive).toBe(false);
  });
});

describe("slugify", () => {
  it("makes readable slugs from names", () => {
    expect(slugify("Café Crème “Cats” & Friends")).toBe("cafe-creme-cats-friends");
    expect(slugify("Maker's Tote")).toBe("makers-tote");
    expect(slugify("!!!")).toBe("");
    const long = slugify("word ".repeat(40), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith("-")).toBe(false);
  });

  it("numbers candidates within the length limit", () => {
    expect(numberedCandidates("cats", 100, 3)).toEqual(["cats", "cats-2", "cats-3"]);
    expect(numberedCandidates("abcdef", 6, 2)).toEqual(["abcdef", "abcd-2"]);
  });
});

describe("prefixTsQuery", () => {
  it("quotes each word as a prefix and drops what could break the syntax", () => {
    expect(prefixTsQuery("sleepy STK-01")).toBe("'sleepy':* & 'STK-01':*");
    expect(prefixTsQuery("it's a \\ test")).toBe("'it':* & 's':* & 'a':* & 'test':*");
    expect(prefixTsQuery("   ")).toBe(null);
  });
});

describe("readStudioProductFilters", () => {
  it("reads the list's address, and ignores what it can't read", () => {
    const read = (query: string) => readStudioProductFilters(new URLSearchParams(query));
    expect(
      read("q=cats&type=3&sub=7&status=archived&stock=made-to-order&popular=1&page=4"),
    ).toEqual({
      search: "cats",
      productTypeId: 3,
      subCategoryId: 7,
      status: "archived",
      stock: "made-to-order",
      popular: true,
      page: 4,
    });
    expect(read("type=x&sub=-1&status=gone&stock=lots&popular=yes&page=1e3")).toEqual({
      search: undefined,
      productTypeId: undefined,
      subCategoryId: undefined,
      status: undefined,
      stock: undefined,
      popular: undefined,
      page: 1,
    });
  });

  it("writes an address back, defaults left out", () => {
    expect(studioProductsHref({ search: "a b", status: "active", page: 2 })).toBe(
      "/studio/products?q=a+b&status=active&page=2",
    );
    expect(studioProductsHref({ page: 1 })).toBe("/studio/products");
  });
});
