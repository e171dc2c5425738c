/** A printable as a PDF document made with pdf-lib: one US Letter page for each of its pages. */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { drawPrintablePage, letter, type PrintablePage } from "./pdf-page.ts";

/** Fixed, so the same product always gives the same bytes. */
const madeOn = new Date("2025-01-01T00:00:00Z");

export async function printablePdf(title: string, pages: PrintablePage[]) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setAuthor("Washi demo shop");
  doc.setCreationDate(madeOn);
  doc.setModificationDate(madeOn);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const printablePage of pages) {
    const page = doc.addPage([letter.width, letter.height]);
    drawPrintablePage(page, fonts, title, printablePage);
  }
  return Buffer.from(await doc.save());
}
