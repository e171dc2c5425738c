import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Database } from "#server/db/client.ts";
import { addressLines } from "#server/mail-club/issues/address-lines.ts";
import { printableText } from "#server/mail-club/issues/label-text.ts";
import { DIGITAL_DELIVERY } from "#server/orders/checkout-schema.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

const inch = 72;
const page = { width: 8.5 * inch, height: 11 * inch, margin: 0.75 * inch } as const;
const quantityColumn = page.width - page.margin - 0.6 * inch;
const ink = rgb(0.17, 0.15, 0.13);
const soft = rgb(0.37, 0.33, 0.29);

export const packingSlipThanks = "Thank you for your order! We hope you love it.";

/**
 * The packing slip that goes in the parcel (US letter): the shop's name, the order number and
 * date (in the shop's time zone), where it ships, each item with its quantity (no prices, it
 * may be a gift) and a thank-you line. The standard fonts draw Latin-1 only: other characters
 * are transliterated as on the Mail Club's labels, never refused. Null for no such order.
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
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const text = (value: string) => printableText(value, (code) => charset.has(code));
  const placed = new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeZone: options.timeZone,
  }).format(order.createdAt);

  const writer = slipWriter(doc, regular);
  writer.line(text(shopName), { font: bold, size: 22 });
  writer.line("Packing slip", { size: 14, color: soft, after: 12 });
  writer.line(`Order #${text(order.orderNumber)}`, { font: bold, size: 12 });
  writer.line(`Date: ${placed}`, { size: 11, after: 16 });
  const digital = order.shippingMethod === DIGITAL_DELIVERY;
  writer.line(digital ? "Digital delivery: nothing to post" : "Ship to", { font: bold, size: 12 });
  for (const line of addressLines(order.shippingAddress)) writer.line(text(line), { size: 11 });
  writer.gap(18);
  writer.itemsHeader(bold);
  for (const item of order.items) writer.item(text(item.title), item.quantity);
  writer.gap(24);
  writer.line(packingSlipThanks, { size: 12 });
  return doc.save();
}

interface LineOptions {
  font?: PDFFont;
  size: number;
  color?: typeof ink;
  /** Space left below the line. */
  after?: number;
}

/** Writes lines down the page, wrapping long ones and turning the page when it is full. */
function slipWriter(doc: PDFDocument, font: PDFFont) {
  let current: PDFPage = doc.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const draw = (value: string, x: number, size: number, withFont = font, color = ink) =>
    current.drawText(value, { x, y, size, font: withFont, color });
  /** A new page when fewer than `needed` points are left above the bottom margin. */
  const room = (needed: number) => {
    if (y - needed >= page.margin) return;
    current = doc.addPage([page.width, page.height]);
    y = page.height - page.margin;
  };
  return {
    gap(points: number) {
      y -= points;
    },
    line(value: string, options: LineOptions) {
      const lineFont = options.font ?? font;
      for (const part of wrap(lineFont, value, options.size, page.width - 2 * page.margin)) {
        room(options.size * 1.4);
        y -= options.size * 1.4;
        draw(part, page.margin, options.size, lineFont, options.color);
      }
      y -= options.after ?? 0;
    },
    itemsHeader(bold: PDFFont) {
      room(30);
      y -= 14;
      draw("Item", page.margin, 11, bold);
      draw("Qty", quantityColumn, 11, bold);
      y -= 6;
      current.drawLine({
        start: { x: page.margin, y },
        end: { x: page.width - page.margin, y },
        thickness: 0.75,
        color: soft,
      });
    },
    item(title: string, quantity: number) {
      const lines = wrap(font, title, 11, quantityColumn - page.margin - 12);
      room(lines.length * 15.4 + 4);
      y -= 4;
      lines.forEach((part, index) => {
        y -= 15.4;
        draw(part, page.margin, 11);
        if (index === 0) draw(String(quantity), quantityColumn, 11);
      });
    },
  };
}

/** The text in lines no wider than `width`; a word wider than that is cut where it must be. */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = "";
  for (const word of value.split(" ")) {
    let rest = current ? `${current} ${word}` : word;
    if (fits(rest)) {
      current = rest;
      continue;
    }
    if (current) lines.push(current);
    rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}
