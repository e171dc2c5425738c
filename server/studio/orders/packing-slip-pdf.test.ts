import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { readPdfText } from "#server/mail-club/issues/pdf-text.ts";
import { packingSlipPdf, packingSlipThanks } from "#server/studio/orders/packing-slip-pdf.ts";
import { insertTestOrder } from "#server/studio/orders/test-studio-orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

const timeZone = "America/New_York";

async function slipText(orderId: number) {
  const pdf = await packingSlipPdf(db, orderId, { timeZone });
  if (!pdf) throw new Error("no packing slip");
  // pdf.js puts a space item between the texts of one line.
  return (await readPdfText(pdf)).map((page) =>
    page.map((item) => item.text).filter((text) => text.trim() !== ""),
  );
}

describe("the packing slip", () => {
  it("holds the shop, the order number and date, the address, items and quantities, no prices", async () => {
    const order = await insertTestOrder(db, {
      // 03:30 UTC on the 6th is still the 5th in New York.
      createdAt: new Date("2026-03-06T03:30:00Z"),
      items: [
        { title: "Moon Phase Stickers", quantity: 2, unitPriceCents: 650 },
        { title: "Botanical Bookmark", quantity: 1, unitPriceCents: 450 },
      ],
    });
    const pages = await slipText(order.id);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? [];
    expect(text).toEqual([
      "Washi Paper Studio",
      "Packing slip",
      `Order #${order.orderNumber}`,
      "Date: March 5, 2026",
      "Ship to",
      "Mika Sato",
      "12 Lantern Street",
      "Apt 3",
      "Portland OR 97201",
      "Item",
      "Qty",
      "Moon Phase Stickers",
      "2",
      "Botanical Bookmark",
      "1",
      packingSlipThanks,
    ]);
    expect(text.join(" ")).not.toMatch(/\$|6\.50|4\.50|13\.00/);
  });

  it("prints names the font cannot draw without refusing them, and runs onto more pages", async () => {
    const order = await insertTestOrder(db, {
      customerName: "Zoë Łukasiewicz",
      shippingAddress: {
        firstName: "Zoë",
        lastName: "Łukasiewicz-Ōtsuka",
        addressLine1: "山田ビル 3F, 10 Downing Street",
        addressLine2: "",
        city: "London",
        stateProvince: "Greater London",
        postalCode: "SW1A 2AA",
        country: "UK",
      },
      items: Array.from({ length: 60 }, (_, index) => ({
        title: `Őrség Washi Tape № ${index + 1} — ${"a very long name ".repeat(index === 0 ? 8 : 1)}`,
        quantity: index + 1,
        unitPriceCents: 100,
      })),
    });
    const pages = await slipText(order.id);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.flat();
    expect(all).toContain("Zoë Lukasiewicz-Otsuka");
    expect(all).toContain("???? 3F, 10 Downing Street");
    expect(all).toContain("UNITED KINGDOM");
    // Ő has no glyph and loses its accent; é, — are Latin-1; № becomes No; long titles wrap.
    expect(all.slice(all.indexOf("Qty") + 1, all.indexOf("Qty") + 5)).toEqual([
      "Orség Washi Tape No 1 — a very long name a very long name a very long name a very long",
      "1",
      "name a very long name a very long name a very long name a very long name",
      "Orség Washi Tape No 2 — a very long name",
    ]);
    expect(all).toContain("60");
    expect(all.at(-1)).toBe(packingSlipThanks);
  });

  it("is null for an order that does not exist", async () => {
    expect(await packingSlipPdf(db, 2_000_000_000, { timeZone })).toBeNull();
  });
});
