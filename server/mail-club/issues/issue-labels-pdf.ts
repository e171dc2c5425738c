import { PDFDocument, type PDFPage } from "pdf-lib";
import { postalCountry, postalLines } from "#server/addresses/postal-lines.ts";
import type { Database } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { loadMailingList } from "#server/mail-club/issues/issue-documents.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import { LABELS_PER_SHEET, labelSheet } from "#server/mail-club/issues/label-sheet.ts";
import { type TextLine, type UnicodeText, unicodeText } from "#server/pdf/unicode-text.ts";

const largestSize = 10;
const smallestSize = 6;
const leading = 1.18;

/**
 * The frozen mailing list as address labels, in label order, 30 to a sheet; one empty sheet
 * for an empty list. A recipient whose address names no country gets none (the studio and
 * the packing list name them).
 */
export async function issueLabelsPdf(db: Database, issueId: number): Promise<Uint8Array> {
  const { issue, recipients } = await loadMailingList(db, issueId);
  return labelsPdf(issue, recipients);
}

/**
 * The labels of these addresses, in this order. Each holds the address as the destination's
 * post writes it (the country in capitals last, abroad), printed as typed in any script the
 * PDF fonts cover, shrunk to fit, then wrapped.
 */
export async function labelsPdf(
  issue: Pick<MailClubIssue, "title" | "month">,
  recipients: readonly { address: PostalAddress }[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${issue.title} — labels`);
  doc.setSubject(`Mail Club, ${formatIssueMonth(issue.month)}`);
  const text = unicodeText(doc);
  let page: PDFPage | undefined;
  for (const [index, { address }] of recipients.entries()) {
    const slot = index % LABELS_PER_SHEET;
    if (slot === 0 || !page) page = doc.addPage([labelSheet.pageWidth, labelSheet.pageHeight]);
    const lines = postalLines(address);
    const country = postalCountry(address);
    await text.prepare(lines, { country });
    drawLabel(page, text, fitLines(text, lines, country), slot);
  }
  if (doc.getPageCount() === 0) doc.addPage([labelSheet.pageWidth, labelSheet.pageHeight]);
  return doc.save();
}

const s = labelSheet;
const textWidth = s.labelWidth - 2 * s.paddingX;
const textHeight = s.labelHeight - 2 * s.paddingY;
const blockHeight = (lines: number, size: number) => (lines - 1) * size * leading + size;

function drawLabel(page: PDFPage, text: UnicodeText, lines: TextLine[], slot: number) {
  const column = slot % s.columns;
  const row = Math.floor(slot / s.columns);
  const left = s.marginLeft + column * (s.labelWidth + s.columnGap) + s.paddingX;
  const top = s.pageHeight - s.marginTop - row * s.labelHeight;
  const size = lines[0]?.size ?? largestSize;
  // Centred in the label, the first baseline one ascent below the block's top.
  let baseline = top - (s.labelHeight - blockHeight(lines.length, size)) / 2 - size * 0.78;
  for (const line of lines) {
    text.drawLine(page, line, { x: left, y: baseline });
    baseline -= size * leading;
  }
}

/** The lines at the largest size at which, each wrapped to the label's width, they fit. */
function fitLines(text: UnicodeText, lines: string[], country: string | undefined) {
  const wrapped = (size: number) =>
    lines.map((line) => text.layout(line, { size, country, maxWidth: textWidth }));
  for (let size = largestSize; size >= smallestSize; size -= 0.5) {
    const fitted = wrapped(size).flat();
    if (blockHeight(fitted.length, size) <= textHeight) return fitted;
  }
  // Longer than any real address: at the smallest size, the longest lines cut short until it
  // fits, so every line keeps its start (the town and the country among them).
  const room = Math.floor((textHeight - smallestSize) / (smallestSize * leading)) + 1;
  const all = wrapped(smallestSize);
  const longest = () => all.reduce((most, lines) => (lines.length > most.length ? lines : most));
  while (all.flat().length > room && longest().length > 1) longest().pop();
  return all.flat().slice(0, room);
}
