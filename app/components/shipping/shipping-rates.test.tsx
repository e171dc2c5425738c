import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageBody } from "#app/components/content/page-body.tsx";
import { pageSections } from "#app/components/content/page-sections.ts";
import { parseMarkdown } from "#server/markdown/parse-markdown.ts";
import type { ShippingRatesTable } from "#server/shipping/shipping-rates-table.ts";
import { asksForShippingRates, cutAtShippingRates } from "./shipping-rates-marker.ts";

const text =
  "## Shop orders\n\nPacked by hand.\n\n{shipping-rates}\n\nTracked or not.\n\nWe write {shipping-rates} inline.";

const table: ShippingRatesTable = {
  chargesPostage: true,
  zones: [
    {
      id: 1,
      name: "USA",
      freeOverCents: 3500,
      methods: [
        {
          id: 1,
          name: "Letter mail",
          description: "3–7 days, no tracking",
          lettersOnly: true,
          bands: [
            { upToGrams: 100, priceCents: 150 },
            { upToGrams: 10_000, priceCents: 1400 },
          ],
        },
      ],
    },
    {
      id: 2,
      name: "Rest of the world",
      freeOverCents: null,
      methods: [
        {
          id: 2,
          name: "Tracked",
          description: "",
          lettersOnly: false,
          bands: [{ upToGrams: 500, priceCents: 1600 }],
        },
      ],
    },
  ],
};

const render = (rates?: ShippingRatesTable) =>
  renderToStaticMarkup(
    <PageBody
      content={pageSections(parseMarkdown(text))}
      email="me@shop.example"
      shippingRates={rates}
    />,
  );

describe("the {shipping-rates} marker", () => {
  it("stands for the table only on a line of its own; written in a sentence it stays words", () => {
    expect(asksForShippingRates(text)).toBe(true);
    expect(asksForShippingRates("Shipping is free.")).toBe(false);
    const parts = cutAtShippingRates(parseMarkdown(text).slice(1));
    expect(parts.map((part) => (part === "rates" ? part : part.length))).toEqual([1, "rates", 2]);
  });

  it("becomes the table of the zones, their methods, delivery times and prices, in the section that wrote it", () => {
    const html = render(table);
    expect(html).toMatch(
      /Packed by hand\..*<table aria-label="Shipping rates and delivery times".*Tracked or not\./,
    );
    expect(html).toContain('<th scope="rowgroup" colSpan="2"');
    expect(html).toMatch(/USA.*Free shipping by the cheapest method on orders of \$35\.00 or more/);
    expect(html).toMatch(
      /Letter mail.*3–7 days, no tracking.*Only when everything fits in a letter\./,
    );
    expect(html).toMatch(/up to 100 g.*\$1\.50.*up to 10,000 g.*\$14\.00/);
    expect(html).toMatch(/Rest of the world<\/th>.*Tracked.*up to 500 g.*\$16\.00/);
    expect(html).toContain("We write {shipping-rates} inline.");
  });

  it("says the shop ships free when it charges no postage, and what goes there in the studio's preview", () => {
    expect(render({ chargesPostage: false })).toContain(
      "Shipping is free: the checkout adds no shipping charge.",
    );
    expect(render()).toContain("The table of your shipping rates and delivery times goes here");
  });
});
