/** Reads a PDF back for tests: each page's text items with their positions, through pdf.js. */
import { getDocumentProxy } from "unpdf";

export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  /** The font size, from the text matrix. */
  size: number;
  /** How far the text runs to the right of x. */
  width: number;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfTextItem[][]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  try {
    const pages: PdfTextItem[][] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str === "") continue;
        const [a = 0, , , , x = 0, y = 0] = item.transform as number[];
        items.push({ text: item.str, x, y, size: a, width: item.width });
      }
      pages.push(items);
    }
    return pages;
  } finally {
    await doc.cleanup();
  }
}

/**
 * Each page's lines as a reader sees them: the items on one baseline, left to right, joined
 * (a line drawn in several fonts, text then an emoji, is several items) and trimmed.
 */
export async function readPdfLines(bytes: Uint8Array): Promise<string[][]> {
  return (await readPdfText(bytes)).map((page) => {
    const byBaseline = Map.groupBy(page, (item) => item.y.toFixed(1));
    return [...byBaseline.values()].map((items) =>
      items
        .sort((a, b) => a.x - b.x)
        .map((item) => item.text)
        .join("")
        .trim(),
    );
  });
}
