/** Reads a labels PDF back for tests: each label of the first sheet, its items and lines. */
import { labelSheet as s } from "#server/mail-club/issues/label-sheet.ts";
import { type PdfTextItem, readPdfText } from "#server/mail-club/issues/pdf-text.ts";

/** The label an item is on: 0 top left, 1 to its right, … 29 bottom right. */
function slotOf(item: PdfTextItem) {
  const column = Math.floor((item.x - s.marginLeft) / (s.labelWidth + s.columnGap));
  const row = Math.floor((s.pageHeight - s.marginTop - item.y) / s.labelHeight);
  return row * s.columns + column;
}

/**
 * The labels of the first sheet in label order (empty ones left out): each one's slot, its
 * text items, and its lines top down as a reader sees them (the items of a line joined).
 */
export async function readLabels(pdf: Uint8Array) {
  const [page = []] = await readPdfText(pdf);
  const bySlot = [...Map.groupBy(page, slotOf)].sort(([a], [b]) => a - b);
  return bySlot.map(([slot, items]) => {
    const byBaseline = [...Map.groupBy(items, (item) => item.y.toFixed(1)).values()];
    const lines = byBaseline
      .sort((a, b) => (b[0]?.y ?? 0) - (a[0]?.y ?? 0))
      .map((line) =>
        line
          .sort((a, b) => a.x - b.x)
          .map((item) => item.text)
          .join("")
          .trim(),
      );
    return { slot, items, lines };
  });
}
