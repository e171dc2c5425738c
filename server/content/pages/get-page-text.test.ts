import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getPageText,
  getPageTexts,
  isServicePageKey,
  servicePageKeys,
} from "#server/content/pages/get-page-text.ts";
import { pageTexts } from "#server/db/schema.ts";
import { demoPages, insertDemoPages } from "#server/seed/demo-pages.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

describe("page texts", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("answers null for a page the studio has no text for", async () => {
    expect(await getPageText(test.db, "shipping")).toBeNull();
    expect(await getPageTexts(test.db, ["home-hero"])).toEqual({});
    expect(await getPageTexts(test.db, [])).toEqual({});
  });

  it("reads one page, and several in one go, after the demo texts are in", async () => {
    expect(await insertDemoPages(test.db)).toEqual({ pages: demoPages.length });
    const shipping = await getPageText(test.db, "shipping");
    expect(shipping).toMatchObject({ key: "shipping", title: "Shipping Information" });
    expect(shipping?.updatedAt).toBeInstanceOf(Date);
    const home = await getPageTexts(test.db, ["home-hero", "home-intro", "nothing"]);
    expect(Object.keys(home).sort()).toEqual(["home-hero", "home-intro"]);
    expect(home["home-hero"]?.title).toBe("Little paper joys, drawn by hand and sent with care");
    expect(await getPageText(test.db, "no-such-page")).toBeNull();
  });

  it("gives back what the studio stored, HTML included, untouched", async () => {
    await test.db
      .update(pageTexts)
      .set({ body: "<script>alert(1)</script>" })
      .where(eq(pageTexts.key, "returns"));
    expect((await getPageText(test.db, "returns"))?.body).toBe("<script>alert(1)</script>");
  });

  it("knows the customer-service pages by their path", () => {
    expect(servicePageKeys).toEqual(["shipping", "returns", "faq", "privacy"]);
    expect(isServicePageKey("faq")).toBe(true);
    expect(isServicePageKey("home-hero")).toBe(false);
    expect(isServicePageKey("contact")).toBe(false);
  });
});

describe("the demo page texts", () => {
  const page = (key: string) => {
    const found = demoPages.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`no demo text ${key}`);
    return found;
  };

  it("has a text for the home page and every customer-service page", () => {
    expect(demoPages.map((text) => text.key).sort()).toEqual(
      ["faq", "home-hero", "home-intro", "privacy", "returns", "shipping"].sort(),
    );
  });

  it("states the spec's shipping facts", () => {
    const { body, lead } = page("shipping");
    for (const fact of ["1–2 business days", "3–7 days", "2–4 weeks", "25th", "first week"]) {
      expect(`${lead}\n${body}`).toContain(fact);
    }
    expect(body).toMatch(/no tracking/);
  });

  it("says there are no returns and that damage is reported by e-mail", () => {
    const { body } = page("returns");
    expect(body).toMatch(/do not accept returns or exchanges/);
    expect(body).toMatch(/damaged[\s\S]*\{email\}/);
  });

  it("asks the FAQ's four questions", () => {
    const questions = page("faq").body.match(/^## .+$/gm) ?? [];
    expect(questions).toHaveLength(4);
    expect(questions.join("\n")).toMatch(/Mail Club letter arrive/);
    expect(questions.join("\n")).toMatch(/shipping take/);
    expect(questions.join("\n")).toMatch(/cancel/);
    expect(questions.join("\n")).toMatch(/taxes/);
  });

  it("describes what the shop stores, its cookies and how to reach the owner", () => {
    const { body } = page("privacy");
    for (const word of [
      "washi_session",
      "washi_cart",
      "washi_checkout",
      "PayPal",
      "never card numbers",
      "Mail Club",
      "outbox",
      "Contact messages",
      "consent",
      "logs",
      "How long it is kept",
      "{email}",
    ]) {
      expect(body).toContain(word);
    }
  });
});
