import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import {
  type FontChoice,
  type TextLine,
  type UnicodeText,
  unicodeText,
} from "#server/pdf/unicode-text.ts";

const inch = 72;
/**
 * A US letter sheet in landscape, folded once down the middle into a 5.5" × 8.5" card: the
 * right half is its front, the left half its back, the inside left for a handwritten note.
 */
const sheet = { width: 11 * inch, height: 8.5 * inch } as const;
const fold = sheet.width / 2;
const front = { left: fold + 0.6 * inch, right: sheet.width - 0.6 * inch };
const frontWidth = front.right - front.left;
const centre = (front.left + front.right) / 2;
const top = sheet.height - 1.55 * inch;
const bottom = 0.75 * inch;
const leading = 1.4;
/** The space between the front's blocks, all together (and the code's, when there is one). */
const gaps = 6 + 14 + 10 + 12;
const codeGap = 10;

const ink = rgb(0.17, 0.15, 0.13);
const soft = rgb(0.37, 0.33, 0.29);
const clay = rgb(0.64, 0.28, 0.18);
const sage = rgb(0.45, 0.55, 0.45);
const paper = rgb(1, 1, 1);
const rule = rgb(0.89, 0.84, 0.76);

const largestMessage = 14;
const smallestMessage = 8;

/** What a folded card says: on its front, then on its back. */
export interface FoldedCard {
  /** The PDF's title and subject. */
  title: string;
  subject: string;
  /** "A gift for Rosa". */
  heading: string;
  /** What the gift is: its issues, or its amount. */
  what: string;
  /** A gift card's number, printed large under what it is. */
  code?: string;
  /** The giver's words, line breaks kept; "" for none. */
  message: string;
  /** "From Gwen". */
  from: string;
  backTitle: string;
  backText: string;
  /** The country whose script and fonts the names are drawn for. */
  country: string;
}

/**
 * A printable card: a US letter sheet folded once. On the front the heading, what the gift is
 * (and a card's number), the message (wrapped, its line breaks kept, smaller when long) and
 * who it is from; on the back the shop and a line about the gift. Names and message in any
 * script the PDF fonts cover.
 */
export async function foldedCardPdf(card: FoldedCard): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(card.title);
  doc.setSubject(card.subject);
  const text = unicodeText(doc);
  const page = doc.addPage([sheet.width, sheet.height]);
  const { country } = card;
  const lines = (value: string, size: number, choice: FontChoice = {}, width = frontWidth) =>
    text.lines(value, { size, maxWidth: width, country, ...choice });

  const heading = await lines(card.heading, 24, { weight: "bold" });
  const what = await lines(card.what, 13);
  const code = card.code ? await lines(card.code, 17, { weight: "bold" }) : [];
  const from = await lines(card.from, 13, { weight: "bold" });
  const around =
    blockHeight(heading) +
    blockHeight(what) +
    blockHeight(code) +
    blockHeight(from) +
    gaps +
    (code.length > 0 ? codeGap : 0);
  const message = await fittedMessage(
    card.message,
    (value, size) => lines(value, size),
    top - bottom - around,
  );

  drawFrame(page);
  // The words a little above the middle of the front, as a card's are.
  let y = top - (top - bottom - around - blockHeight(message)) * 0.4;
  y = drawCentred(page, text, heading, y, ink);
  y = drawCentred(page, text, what, y - 6, soft);
  if (code.length > 0) y = drawCentred(page, text, code, y - codeGap, clay);
  y -= 14;
  page.drawLine({ start: { x: centre - 30, y }, end: { x: centre + 30, y }, color: sage });
  y = drawCentred(page, text, message, y - 10, ink);
  drawCentred(page, text, from, y - 12, ink);

  const backCentre = fold / 2;
  const name = await lines(card.backTitle, 15, { weight: "bold" }, fold - 2 * inch);
  const back = await lines(card.backText, 10.5, {}, fold - 2.2 * inch);
  const backY = drawCentred(page, text, name, 2.1 * inch, clay, backCentre);
  drawCentred(page, text, back, backY - 4, soft, backCentre);
  return doc.save();
}

const blockHeight = (lines: TextLine[]) =>
  lines.reduce((sum, line) => sum + line.size * leading, 0);

/** Draws the lines centred on `x`, the first one's top at `y`; returns the block's bottom. */
function drawCentred(
  page: PDFPage,
  text: UnicodeText,
  lines: TextLine[],
  y: number,
  color: typeof ink,
  x = centre,
) {
  let baseline = y;
  for (const line of lines) {
    baseline -= line.size * leading;
    text.drawLine(page, line, { x: x - line.width / 2, y: baseline + line.size * 0.3, color });
  }
  return baseline;
}

/**
 * The message at the largest size at which it fits the room, each of its lines wrapped; a
 * blank line kept as a gap. Longer than the room even at the smallest size: cut short.
 */
async function fittedMessage(
  message: string,
  layout: (value: string, size: number) => Promise<TextLine[]>,
  room: number,
) {
  if (message.trim() === "") return [];
  const paragraphs = message.split(/\r?\n/);
  let fitted: TextLine[] = [];
  for (let size = largestMessage; size >= smallestMessage; size -= 0.5) {
    fitted = [];
    for (const paragraph of paragraphs) {
      const wrapped = await layout(paragraph, size);
      fitted.push(...(wrapped.length > 0 ? wrapped : [{ size, width: 0, runs: [] }]));
    }
    if (blockHeight(fitted) <= room) return fitted;
  }
  return fitted.slice(0, Math.floor(room / (smallestMessage * leading)));
}

/** The front's border and a stamp in its corner, and a mark where the sheet folds. */
function drawFrame(page: PDFPage) {
  const inset = 0.3 * inch;
  page.drawRectangle({
    x: fold + inset,
    y: inset,
    width: fold - 2 * inset,
    height: sheet.height - 2 * inset,
    borderColor: clay,
    borderWidth: 1.2,
  });
  const stamp = { x: sheet.width - 1.25 * inch, y: sheet.height - 1.35 * inch, w: 46, h: 56 };
  page.drawRectangle({ x: stamp.x, y: stamp.y, width: stamp.w, height: stamp.h, color: clay });
  for (let along = 0; along <= stamp.w; along += 6) {
    for (const y of [stamp.y, stamp.y + stamp.h]) {
      page.drawCircle({ x: stamp.x + along, y, size: 2, color: paper });
    }
  }
  for (let along = 0; along <= stamp.h; along += 6) {
    for (const x of [stamp.x, stamp.x + stamp.w]) {
      page.drawCircle({ x, y: stamp.y + along, size: 2, color: paper });
    }
  }
  page.drawRectangle({
    x: stamp.x + 6,
    y: stamp.y + 6,
    width: stamp.w - 12,
    height: stamp.h - 12,
    borderColor: paper,
    borderWidth: 1,
  });
  for (const [from, to] of [
    [sheet.height - 0.25 * inch, sheet.height],
    [0, 0.25 * inch],
  ] as const) {
    page.drawLine({
      start: { x: fold, y: from },
      end: { x: fold, y: to },
      color: rule,
      dashArray: [3, 3],
    });
  }
}
