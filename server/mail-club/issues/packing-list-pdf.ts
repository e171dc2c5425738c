import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { postalCountry } from "#server/addresses/postal-lines.ts";
import type { Database } from "#server/db/client.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { withoutCountryMessage } from "#server/mail-club/issues/issue-messages.ts";
import { type PackingList, packingList } from "#server/mail-club/issues/packing-list.ts";
import { planName } from "#server/mail-club/plan-name.ts";
import { type FontWeight, type TextLine, unicodeText } from "#server/pdf/unicode-text.ts";

const inch = 72;
const page = { width: 8.5 * inch, height: 11 * inch, margin: 0.75 * inch } as const;
const textWidth = page.width - 2 * page.margin;
const indent = 18;
const ink = rgb(0.17, 0.15, 0.13);
const soft = rgb(0.37, 0.33, 0.29);

/** One envelope as the PDF lists it: its heading, the address, then its extra lines. */
interface EnvelopeBlock {
  heading: string;
  address: string[];
  country: string | undefined;
  extraLines: string[];
}

/** The packing list of a frozen issue as a PDF (US letter): totals, then each envelope. */
export async function packingListPdf(
  db: Database,
  issueId: number,
  timeZone: string,
): Promise<Uint8Array> {
  return packingListDocument(await packingList(db, issueId, timeZone));
}

/**
 * The packing list drawn: the issue and its counts, the maker's notes, then every envelope in
 * label order (number, sheet and label, plan, the address as the label prints it, and what
 * else goes in it, such as shop items riding along), then those with no label. An envelope's
 * block never breaks across pages. Text in any script the PDF fonts cover.
 */
export async function packingListDocument(list: PackingList): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { issue } = list;
  doc.setTitle(`${issue.title} — packing list`);
  doc.setSubject(`Mail Club, ${formatIssueMonth(issue.month)}`);
  const text = unicodeText(doc);
  let current: PDFPage = doc.addPage([page.width, page.height]);
  let y = page.height - page.margin;

  const layout = async (value: string, size: number, options: LineOptions = {}) =>
    text.lines(value, {
      size,
      weight: options.weight,
      country: options.country,
      maxWidth: textWidth - (options.indent ?? 0),
    });
  const draw = (lines: TextLine[], options: LineOptions = {}) => {
    for (const line of lines) {
      y -= line.size * 1.35;
      const x = page.margin + (options.indent ?? 0);
      text.drawLine(current, line, { x, y, color: options.color ?? ink });
    }
  };
  const height = (lines: TextLine[]) => lines.reduce((sum, line) => sum + line.size * 1.35, 0);
  const keepRoom = (needed: number) => {
    if (y - needed >= page.margin) return;
    current = doc.addPage([page.width, page.height]);
    y = page.height - page.margin;
  };
  const paragraph = async (value: string, size: number, options: LineOptions = {}) => {
    const lines = await layout(value, size, options);
    keepRoom(height(lines));
    draw(lines, options);
  };
  const envelope = async (block: EnvelopeBlock) => {
    const heading = await layout(block.heading, 11, { weight: "bold" });
    const address: TextLine[] = [];
    for (const line of block.address) {
      address.push(...(await layout(line, 10.5, { indent, country: block.country })));
    }
    const extras: TextLine[] = [];
    for (const line of block.extraLines) {
      extras.push(...(await layout(line, 10.5, { indent, weight: "bold" })));
    }
    keepRoom(height(heading) + height(address) + height(extras) + 10);
    y -= 10;
    draw(heading);
    draw(address, { indent });
    draw(extras, { indent });
  };

  await paragraph(`Mail Club — ${formatIssueMonth(issue.month)}: ${issue.title}`, 16, {
    weight: "bold",
  });
  await paragraph("Packing list", 12, { color: soft });
  y -= 8;
  await paragraph(
    `Envelopes: ${list.envelopes} (USA plan ${list.byPlan.usa}, International plan ${list.byPlan.international})`,
    11,
  );
  if (list.byCountry.length > 0) {
    const countries = list.byCountry.map(({ name, count }) => `${name} ${count}`).join(", ");
    await paragraph(`By country: ${countries}`, 10.5);
  }
  if (issue.notes) {
    y -= 6;
    await paragraph("Notes", 11, { weight: "bold" });
    for (const line of issue.notes.split(/\r?\n/)) await paragraph(line, 10.5);
  }
  y -= 8;
  await paragraph("Envelopes in label order", 12, { weight: "bold" });
  for (const entry of list.recipients) {
    await envelope({
      heading: `[ ] ${entry.number}. Sheet ${entry.sheet}, label ${entry.label} · ${planName(entry.plan)}`,
      address: entry.lines,
      country: postalCountry(entry.address),
      extraLines: entry.extraLines,
    });
  }
  if (list.withoutCountry.length > 0) {
    y -= 8;
    await paragraph(withoutCountryMessage(list.withoutCountry.length), 11, { weight: "bold" });
    for (const recipient of list.withoutCountry) {
      await envelope({
        heading: `[ ] ${recipient.name}, ${recipient.email} · ${planName(recipient.plan)}`,
        address: recipient.lines,
        country: undefined,
        extraLines: recipient.extraLines,
      });
    }
  }
  return doc.save();
}

interface LineOptions {
  weight?: FontWeight;
  country?: string;
  indent?: number;
  color?: typeof ink;
}
