import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { readPdfLines, readPdfText } from "#server/mail-club/issues/pdf-text.ts";
import { packingSlipPdf, packingSlipThanks } from "#server/studio/orders/packing-slip-pdf.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

const timeZone = "America/New_York";

async function slipPdf(orderId: number) {
  const pdf = await packingSlipPdf(db, orderId, { timeZone });
  if (!pdf) throw new Error("no packing slip");
  return pdf;
}

/** Each page's text items; pdf.js puts a space item between the texts of one line. */
async function slipText(orderId: number) {
  return (await readPdfText(await slipPdf(orderId))).map((page) =>
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
      "PORTLAND, OR 97201",
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

  it("prints names and titles exactly as typed, and runs onto more pages", async () => {
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
    expect(all).toContain("Zoë Łukasiewicz-Ōtsuka");
    // Two fonts on one line (Japanese, then Latin): two items, one line.
    expect((await readPdfLines(await slipPdf(order.id))).flat()).toContain(
      "山田ビル 3F, 10 Downing Street",
    );
    expect(all).toContain("UNITED KINGDOM");
    // Long titles wrap.
    expect(all.slice(all.indexOf("Qty") + 1, all.indexOf("Qty") + 5)).toEqual([
      "Őrség Washi Tape № 1 — a very long name a very long name a very long name a very",
      "1",
      "long name a very long name a very long name a very long name a very long name",
      "Őrség Washi Tape № 2 — a very long name",
    ]);
    expect(all).toContain("60");
    expect(all.at(-1)).toBe(packingSlipThanks);
  });

  it("prints Japanese, Chinese and Korean as typed, each font a subset", async () => {
    const order = await insertTestOrder(db, {
      shippingAddress: {
        firstName: "花子",
        lastName: "山田",
        addressLine1: "千代田区千代田1-1",
        addressLine2: "",
        city: "",
        stateProvince: "13",
        postalCode: "100-8111",
        country: "JP",
      },
      items: [
        { title: "这是中文 Washi Tape", quantity: 1, unitPriceCents: 900 },
        { title: "안녕하세요 Card", quantity: 2, unitPriceCents: 300 },
      ],
    });
    const pdf = await slipPdf(order.id);
    const [page = []] = await readPdfLines(pdf);
    // As Japan Post writes it: from the postcode down to the name, the country last.
    expect(page.slice(page.indexOf("Ship to") + 1, page.indexOf("Ship to") + 6)).toEqual([
      "〒100-8111",
      "東京都",
      "千代田区千代田1-1",
      "山田 花子",
      "JAPAN",
    ]);
    expect(page).toContain("这是中文 Washi Tape 1");
    expect(page).toContain("안녕하세요 Card 2");
    // Three CJK fonts of 5–11 MB each: only the drawn glyphs are in the file.
    expect(pdf.byteLength).toBeLessThan(150_000);
  });

  it("prints Greek, Cyrillic, Hebrew, Arabic and emoji as typed, in a small file", async () => {
    const order = await insertTestOrder(db, {
      shippingAddress: {
        firstName: "Ελένη",
        lastName: "Παπαδοπούλου",
        addressLine1: "ул. Тверская, 7",
        addressLine2: "",
        city: "Москва",
        stateProvince: "",
        postalCode: "125009",
        country: "OTHER",
      },
      items: [
        { title: "Happy 30th, Mina! 🎉", quantity: 1, unitPriceCents: 900 },
        { title: "שלום", quantity: 2, unitPriceCents: 300 },
        { title: "مرحبا", quantity: 3, unitPriceCents: 300 },
        { title: "Καλημέρα Postcard", quantity: 4, unitPriceCents: 200 },
      ],
    });
    const pdf = await slipPdf(order.id);
    const [page = [], ...more] = await readPdfLines(pdf);
    expect(more).toEqual([]);
    // pdf.js gives a right-to-left word in its logical order (it turns the drawn glyphs
    // around), so שלום and مرحبا read as typed: each glyph, joined Arabic forms included,
    // maps back to its letter.
    expect(page.slice(page.indexOf("Ship to"))).toEqual([
      "Ship to",
      "Ελένη Παπαδοπούλου",
      "ул. Тверская, 7",
      "Москва 125009",
      "Item Qty",
      "Happy 30th, Mina! 🎉 1",
      "שלום 2",
      "مرحبا 3",
      "Καλημέρα Postcard 4",
      packingSlipThanks,
    ]);
    // Four font families and a bold one, each embedded with only the glyphs drawn.
    expect(pdf.byteLength).toBeLessThan(150_000);
  });

  it("prints a personalised item's words in smaller lines under its title", async () => {
    const order = await insertTestOrder(db, {
      items: [
        {
          title: "Birthday Banner",
          quantity: 1,
          unitPriceCents: 4800,
          personalisation: [
            { label: "Banner text", value: "Happy 30th, Mina! 🎉" },
            { label: "Colour", value: "Gold" },
          ],
        },
        { title: "Botanical Bookmark", quantity: 2, unitPriceCents: 450 },
      ],
    });
    const pdf = await packingSlipPdf(db, order.id, { timeZone });
    const read = await readPdfText(pdf ?? new Uint8Array());
    const [text = []] = await readPdfLines(pdf ?? new Uint8Array());
    expect(text.slice(text.indexOf("Item Qty"), -1)).toEqual([
      "Item Qty",
      "Birthday Banner 1",
      "Banner text: Happy 30th, Mina! 🎉",
      "Colour: Gold",
      "Botanical Bookmark 2",
    ]);
    const title = read[0]?.find((item) => item.text === "Birthday Banner");
    const detail = read[0]?.find((item) => item.text === "Colour: Gold");
    expect(detail?.size).toBeLessThan(title?.size ?? 0);
    expect(detail?.x).toBeGreaterThan(title?.x ?? 0);
  });

  it("is null for an order that does not exist", async () => {
    expect(await packingSlipPdf(db, 2_000_000_000, { timeZone })).toBeNull();
  });
});
