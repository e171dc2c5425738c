// The label sheet's measures, apart from the PDF that draws it: the studio's pages and the
// packing list count sheets without loading the PDF library.

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
