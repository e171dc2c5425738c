import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { postalCountry, postalLines } from "#server/addresses/postal-lines.ts";
import { personalisationLines } from "#server/catalogue/personalisation.ts";
import type { Database } from "#server/db/client.ts";
import { getOrder } from "#server/orders/get-order.ts";
import {
  type FontWeight,
  type TextLine,
  type UnicodeText,
  unicodeText,
} from "#server/pdf/unicode-text.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

const inch = 72;
const page = { width: 8.5 * inch, height: 11 * inch, margin: 0.75 * inch } as const;
const quantityColumn = page.width - page.margin - 0.6 * inch;
const titleWidth = quantityColumn - page.margin - 12;
const detailsIndent = 10;
const ink = rgb(0.17, 0.15, 0.13);
const soft = rgb(0.37, 0.33, 0.29);

export const packingSlipThanks = "Thank you for your order! We hope you love it.";

/**
 * The packing slip that goes in the parcel (US letter): the shop's name, the order number and
 * date (in the shop's time zone), where it ships (in the destination's order), each item with its quantity (no prices, it
 * may be a gift) and a thank-you line. Names, addresses and titles print as typed, in any
 * script the PDF fonts cover (server/pdf/unicode-text.ts). Null for no such order.
 */
export async function packingSlipPdf(
  db: Database,
  orderId: number,
  options: { timeZone: string },
): Promise<Uint8Array | null> {
  const order = await getOrder(db, orderId);
  if (!order) return null;
  const { shopName } = await getShopSettings(db);
  const doc = await PDFDocument.create();
  doc.setTitle(`Packing slip — order ${order.orderNumber}`);
  doc.setAuthor(shopName);
  const placed = new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeZone: options.timeZone,
  }).format(order.createdAt);

  const writer = slipWriter(doc);
  await writer.line(shopName, { weight: "bold", size: 22 });
  await writer.line("Packing slip", { size: 14, color: soft, after: 12 });
  await writer.line(`Order #${order.orderNumber}`, { weight: "bold", size: 12 });
  await writer.line(`Date: ${placed}`, { size: 11, after: 16 });
  const digital = order.kind === "digital";
  await writer.line(digital ? "Digital delivery: nothing to post" : "Ship to", {
    weight: "bold",
    size: 12,
  });
  const country = postalCountry(order.shippingAddress);
  for (const line of postalLines(order.shippingAddress)) {
    await writer.line(line, { size: 11, country });
  }
  writer.gap(18);
  await writer.itemsHeader();
  for (const item of order.items) {
    await writer.item(item.title, item.quantity, personalisationLines(item.personalisation));
  }
  writer.gap(24);
  await writer.line(packingSlipThanks, { size: 12 });
  return doc.save();
}

interface LineOptions {
  weight?: FontWeight;
  size: number;
  /** Where the text is going: its Han characters take that country's shapes. */
  country?: string;
  color?: typeof ink;
  /** Space left below the line. */
  after?: number;
}

/** Writes lines down the slip's pages, wrapping long ones and turning the page when it is full. */
function slipWriter(doc: PDFDocument, text: UnicodeText = unicodeText(doc)) {
  let current: PDFPage = doc.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  /** A new page when fewer than `needed` points are left above the bottom margin. */
  const room = (needed: number) => {
    if (y - needed >= page.margin) return;
    current = doc.addPage([page.width, page.height]);
    y = page.height - page.margin;
  };
  const oneLine = async (value: string, size: number, weight: FontWeight = "regular") =>
    (await text.lines(value, { size, weight }))[0];
  return {
    gap(points: number) {
      y -= points;
    },
    async line(value: string, options: LineOptions) {
      const { size, weight, country, color = ink } = options;
      for (const line of await text.lines(value, {
        size,
        weight,
        country,
        maxWidth: page.width - 2 * page.margin,
      })) {
        room(size * 1.4);
        y -= size * 1.4;
        text.drawLine(current, line, { x: page.margin, y, color });
      }
      y -= options.after ?? 0;
    },
    async itemsHeader() {
      const item = await oneLine("Item", 11, "bold");
      const quantity = await oneLine("Qty", 11, "bold");
      room(30);
      y -= 14;
      if (item) text.drawLine(current, item, { x: page.margin, y, color: ink });
      if (quantity) text.drawLine(current, quantity, { x: quantityColumn, y, color: ink });
      y -= 6;
      current.drawLine({
        start: { x: page.margin, y },
        end: { x: page.width - page.margin, y },
        thickness: 0.75,
        color: soft,
      });
    },
    /** An item's title and quantity, and under the title, indented, its `details` (a banner's words). */
    async item(title: string, quantity: number, details: readonly string[] = []) {
      const titleLines = await text.lines(title, { size: 11, maxWidth: titleWidth });
      const detailLines: TextLine[] = [];
      for (const detail of details) {
        detailLines.push(
          ...(await text.lines(detail, { size: 10.5, maxWidth: titleWidth - detailsIndent })),
        );
      }
      const quantityLine = await oneLine(String(quantity), 11);
      room(titleLines.length * 15.4 + detailLines.length * 14.7 + 4);
      y -= 4;
      titleLines.forEach((line, index) => {
        y -= 15.4;
        text.drawLine(current, line, { x: page.margin, y, color: ink });
        if (index === 0 && quantityLine) {
          text.drawLine(current, quantityLine, { x: quantityColumn, y, color: ink });
        }
      });
      for (const line of detailLines) {
        y -= 14.7;
        text.drawLine(current, line, { x: page.margin + detailsIndent, y, color: ink });
      }
    },
  };
}
