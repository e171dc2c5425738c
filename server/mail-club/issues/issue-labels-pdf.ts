import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";
import type { Database } from "#server/db/client.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { addressLines } from "#server/mail-club/issues/address-lines.ts";
import { loadMailingList } from "#server/mail-club/issues/issue-documents.ts";
import { printableText } from "#server/mail-club/issues/label-text.ts";

const inch = 72;

/** Avery 5160 and its equivalents: US letter, 3 × 10 labels of 2.625" × 1". */
export const labelSheet = {
  pageWidth: 8.5 * inch,
  pageHeight: 11 * inch,
  columns: 3,
  rows: 10,
  labelWidth: 2.625 * inch,
  labelHeight: 1 * inch,
  marginLeft: 0.1875 * inch,
  marginTop: 0.5 * inch,
  columnGap: 0.125 * inch,
  /** Kept clear inside each label, as the printer may shift the sheet a little. */
  paddingX: 0.125 * inch,
  paddingY: 0.07 * inch,
} as const;
export const LABELS_PER_SHEET = labelSheet.columns * labelSheet.rows;

const largestSize = 10;
const smallestSize = 6;
const leading = 1.18;

/**
 * The frozen mailing list as address labels, in label order, 30 to a sheet; one empty sheet
 * for an empty list. Each label holds the name and address (the country in capitals abroad),
 * shrunk to fit, then wrapped. The standard font draws Latin-1 only: other characters are
 * transliterated or shown as '?', never refused.
 */
export async function issueLabelsPdf(db: Database, issueId: number): Promise<Uint8Array> {
  const { issue, recipients } = await loadMailingList(db, issueId);
  const doc = await PDFDocument.create();
  doc.setTitle(`${issue.title} — labels`);
  doc.setSubject(`Mail Club, ${formatIssueMonth(issue.month)}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  const canDraw = (codePoint: number) => charset.has(codePoint);

  let page: PDFPage | undefined;
  recipients.forEach((recipient, index) => {
    const slot = index % LABELS_PER_SHEET;
    if (slot === 0 || !page) page = doc.addPage([labelSheet.pageWidth, labelSheet.pageHeight]);
    const lines = addressLines(recipient.address).map((line) => printableText(line, canDraw));
    drawLabel(page, font, lines, slot);
  });
  if (doc.getPageCount() === 0) doc.addPage([labelSheet.pageWidth, labelSheet.pageHeight]);
  return doc.save();
}

function drawLabel(page: PDFPage, font: PDFFont, lines: string[], slot: number) {
  const s = labelSheet;
  const column = slot % s.columns;
  const row = Math.floor(slot / s.columns);
  const left = s.marginLeft + column * (s.labelWidth + s.columnGap) + s.paddingX;
  const top = s.pageHeight - s.marginTop - row * s.labelHeight;
  const width = s.labelWidth - 2 * s.paddingX;
  const height = s.labelHeight - 2 * s.paddingY;

  const { size, fitted } = fitLines(font, lines, width, height);
  const blockHeight = (fitted.length - 1) * size * leading + size;
  // Centred in the label, the first baseline one ascent below the block's top.
  let baseline = top - (s.labelHeight - blockHeight) / 2 - size * 0.78;
  for (const line of fitted) {
    page.drawText(line, { x: left, y: baseline, size, font });
    baseline -= size * leading;
  }
}

/** The largest size at which the lines, each wrapped to `width`, fit in `height`. */
function fitLines(font: PDFFont, lines: string[], width: number, height: number) {
  for (let size = largestSize; size >= smallestSize; size -= 0.5) {
    const fitted = lines.flatMap((line) => wrap(font, line, size, width));
    if ((fitted.length - 1) * size * leading + size <= height) return { size, fitted };
  }
  // Longer than any real address: keep what fits at the smallest size.
  const fitted = lines.flatMap((line) => wrap(font, line, smallestSize, width));
  const room = Math.floor((height - smallestSize) / (smallestSize * leading)) + 1;
  return { size: smallestSize, fitted: fitted.slice(0, room) };
}

function wrap(font: PDFFont, line: string, size: number, width: number): string[] {
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
  const wrapped: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) wrapped.push(current);
    current = word;
    // A word wider than the label is cut where it must be.
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      wrapped.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) wrapped.push(current);
  return wrapped;
}
