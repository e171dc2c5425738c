/**
 * The demo shop's texts agree with its data: no page or product text copies a figure the
 * studio sets (the countries, the shipping rates), and the delivery times they do state are
 * the shipping methods' own.
 */
import { describe, expect, it } from "vitest";
import { demoPages } from "./demo-pages.ts";
import { demoProducts } from "./demo-products.ts";
import { demoShippingMethods } from "./demo-shipping.ts";

const pageText = (key: string) => {
  const page = demoPages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`No demo page ${key}`);
  return `${page.title}\n${page.lead}\n${page.body}`;
};
const everyText = [
  ...demoPages.map((page) => pageText(page.key)),
  ...demoProducts.map((product) => [product.blurb, ...(product.details ?? [])].join("\n")),
];
const letterMail = demoShippingMethods.find((method) => method.lettersOnly)?.description ?? "";

describe("the demo texts", () => {
  it("write {countries}, never a number of countries", () => {
    for (const text of everyText) expect(text).not.toMatch(/\d+\s+countries/);
    expect(pageText("home-intro")).toContain("{countries} countries");
    expect(pageText("shipping")).toContain("{countries} countries");
    const plan = demoProducts.find((product) => product.sku === "MC-INTL-MONTHLY");
    expect(plan?.blurb).toContain("{countries} countries");
  });

  it("leave the shop's rates to the table of the shipping page, and never say shipping is free", () => {
    expect(pageText("shipping")).toMatch(/^\{shipping-rates\}$/m);
    for (const text of everyText) {
      expect(text).not.toMatch(/shipping is (currently )?free|no shipping charge/i);
      expect(text).not.toMatch(/\$\d/);
    }
    expect(pageText("faq")).toContain("(/shipping#rates-and-delivery-times)");
  });

  it("give a stamped letter the letter mail's delivery times", () => {
    expect(letterMail).toContain("3–7 days in the USA, 2–4 weeks abroad");
    expect(pageText("shipping")).toContain("3–7 days within the US and 2–4 weeks abroad");
    expect(pageText("faq")).toContain("3–7 days within the US and 2–4 weeks to other countries");
  });
});
