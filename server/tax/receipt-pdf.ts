/**
 * The order's receipt (decision 042): a proper invoice on US letter — the shop's name,
 * address of contact and tax number where one applies, the buyer's name and address, each line
 * with its quantity, price, tax rate and tax, then the totals with the tax line as the order
 * page says it ("Tax (New York City, 8.875 %)" or "incl. VAT (Germany, 19 %)"). Null for an
 * order that does not exist or is not paid.
 */
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { postalCountry, postalLines } from "#server/addresses/postal-lines.ts";
import type { Database } from "#server/db/client.ts";
import { formatMoney } from "#server/lib/money.ts";
import { getOrder, type OrderDetails } from "#server/orders/get-order.ts";
import { type FontWeight, type UnicodeText, unicodeText } from "#server/pdf/unicode-text.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { percentOf } from "./tax-arithmetic.ts";
import { orderTaxLine, taxLineLabel } from "./tax-label.ts";
import { readTaxSettings } from "./tax-registrations.ts";
import { VAT_SCHEMES, type VatScheme } from "./tax-schemes.ts";

const inch = 72;
const sheet = { width: 8.5 * inch, height: 11 * inch, margin: 0.75 * inch } as const;
const columns = {
  quantity: 4.3 * inch,
  price: 5.05 * inch,
  tax: 6.05 * inch,
  total: sheet.width - sheet.margin,
};
const ink = rgb(0.17, 0.15, 0.13);
const soft = rgb(0.37, 0.33, 0.29);
const PAID = new Set(["paid", "processing", "shipped", "delivered", "refunded"]);

export async function receiptPdf(db: Database, orderId: number, options: { timeZone: string }) {
  const order = await getOrder(db, orderId);
  if (!order || !PAID.has(order.status)) return null;
  const shop = await getShopSettings(db);
  const taxNumber = await shopTaxNumber(db, order);
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt — order ${order.orderNumber}`);
  doc.setAuthor(shop.shopName);
  const write = receiptWriter(doc);
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: options.timeZone });

  await write.text(shop.shopName, { size: 22, weight: "bold" });
  await write.text(shop.ownerEmail, { size: 10, color: soft });
  if (taxNumber) await write.text(taxNumber, { size: 10, color: soft });
  write.gap(14);
  await write.text(order.status === "refunded" ? "Receipt (refunded)" : "Receipt", {
    size: 16,
    weight: "bold",
  });
  await write.text(`Order #${order.orderNumber}`, { size: 11 });
  await write.text(`Paid ${date.format(order.paidAt ?? order.createdAt)}`, { size: 11 });
  if (order.refundedAt) await write.text(`Refunded ${date.format(order.refundedAt)}`, { size: 11 });
  write.gap(12);
  await write.text("Billed to", { size: 11, weight: "bold" });
  const address = order.billingAddress ?? order.shippingAddress;
  const country = postalCountry(address);
  const addressLines =
    order.kind === "digital" ? [order.customerName, address.country] : postalLines(address);
  for (const line of addressLines) await write.text(line, { size: 11, country });
  await write.text(order.customerEmail, { size: 11 });
  write.gap(16);

  await write.row(["Item", "Qty", "Price", "Tax", "Amount"], { weight: "bold" });
  write.rule();
  for (const item of order.items) {
    const amount = item.unitPriceCents * item.quantity;
    await write.row([
      item.title,
      String(item.quantity),
      formatMoney(item.unitPriceCents),
      item.taxRatePpm > 0 ? `${percentOf(item.taxRatePpm)} ${formatMoney(item.taxCents)}` : "—",
      formatMoney(amount),
    ]);
  }
  write.rule();
  const taxLine = orderTaxLine(
    order.tax,
    order.items.map((item) => item.taxRatePpm),
  );
  const totals: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ...order.discounts.map(({ name, amountCents }): [string, number] => [name, -amountCents]),
    [`Shipping · ${order.shippingMethod}`, order.shippingCents],
    [taxLineLabel(taxLine), order.taxCents],
  ];
  for (const [label, cents] of totals) {
    await write.row([
      "",
      "",
      label,
      "",
      cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents),
    ]);
  }
  await write.row(["", "", "Total", "", formatMoney(order.totalCents)], { weight: "bold" });
  write.gap(14);
  for (const note of taxNotes(order)) await write.text(note, { size: 10, color: soft });
  return doc.save();
}

/** The number the shop collects this order's tax under: the state's permit or the VAT number. */
async function shopTaxNumber(db: Database, order: OrderDetails) {
  if (!order.tax) return null;
  const { registrations } = await readTaxSettings(db);
  const scheme = order.tax.scheme;
  const registration =
    scheme === "us_state"
      ? registrations.find((row) => `US-${row.region}` === order.tax?.jurisdiction)
      : registrations.find((row) => row.kind === scheme);
  if (!registration?.number) return null;
  return scheme === "us_state"
    ? `Sales tax permit (${registration.region}): ${registration.number}`
    : `VAT number (${VAT_SCHEMES[scheme as VatScheme].label}): ${registration.number}`;
}

function taxNotes(order: OrderDetails) {
  if (!order.tax) return [];
  const notes = [
    order.tax.inclusive
      ? `Prices include VAT of ${formatMoney(order.taxCents)}. Place of supply: ${order.tax.regionName}.`
      : `Sales tax of ${formatMoney(order.taxCents)} collected for ${order.tax.regionName} (${order.tax.jurisdiction}).`,
  ];
  if (order.shippingTaxCents > 0)
    notes.push(`Of which ${formatMoney(order.shippingTaxCents)} on postage.`);
  return notes;
}

interface TextOptions {
  size: number;
  weight?: FontWeight;
  color?: typeof ink;
  country?: string;
}

/** Writes down the page, starting another when it is full. */
function receiptWriter(doc: PDFDocument, text: UnicodeText = unicodeText(doc)) {
  let page: PDFPage = doc.addPage([sheet.width, sheet.height]);
  let y = sheet.height - sheet.margin;
  const room = (needed: number) => {
    if (y - needed >= sheet.margin) return;
    page = doc.addPage([sheet.width, sheet.height]);
    y = sheet.height - sheet.margin;
  };
  return {
    gap(points: number) {
      y -= points;
    },
    rule() {
      y -= 5;
      page.drawLine({
        start: { x: sheet.margin, y },
        end: { x: sheet.width - sheet.margin, y },
        thickness: 0.75,
        color: soft,
      });
    },
    async text(value: string, options: TextOptions) {
      const { size, weight, country, color = ink } = options;
      for (const line of await text.lines(value, {
        size,
        weight,
        country,
        maxWidth: sheet.width - 2 * sheet.margin,
      })) {
        room(size * 1.4);
        y -= size * 1.4;
        text.drawLine(page, line, { x: sheet.margin, y, color });
      }
    },
    /** Item (wrapping), quantity, price, tax and amount; the last four right-aligned. */
    async row(
      cells: [string, string, string, string, string],
      options: { weight?: FontWeight } = {},
    ) {
      const size = 10.5;
      const weight = options.weight ?? "regular";
      const title = await text.lines(cells[0], {
        size,
        weight,
        maxWidth: columns.quantity - sheet.margin - 40,
      });
      const rest = await Promise.all(
        cells.slice(1).map((cell) => text.lines(cell, { size, weight })),
      );
      room(Math.max(1, title.length) * size * 1.45);
      y -= size * 1.45;
      const rights = [columns.quantity, columns.price, columns.tax, columns.total];
      rest.forEach(([line], index) => {
        const right = rights[index] ?? columns.total;
        if (line) text.drawLine(page, line, { x: right - line.width, y, color: ink });
      });
      title.forEach((line, index) => {
        if (index > 0) y -= size * 1.45;
        text.drawLine(page, line, { x: sheet.margin, y, color: ink });
      });
    },
  };
}
