/**
 * The files the demo shop's digital products deliver, made by the project like the product
 * pictures of artwork.ts: wallpapers and sticker sheets are drawn as SVG and encoded to PNG
 * with sharp, everything else is a printable US Letter PDF drawn with pdf-lib.
 * Deterministic: the same product always gives the same bytes.
 */
import { slugify } from "#server/catalogue/slugify.ts";
import type { DemoProduct } from "#server/seed/demo-products.ts";
import { bookmarkPages, giftTagPages } from "./bookmarks-and-gift-tags.ts";
import { meadowColoringPages, windowsillColoringPages } from "./coloring-pages.ts";
import { birthdayCardPages, thankYouNotePages } from "./greeting-cards.ts";
import type { PrintablePage } from "./pdf-page.ts";
import { habitTrackerPages, mealPlannerPages, notesPages, plannerPages } from "./planners.ts";
import { printablePdf } from "./printable-pdf.ts";
import { readingLogPages } from "./reading-log.ts";
import { botanicalStickerSheetPng, celestialStickerSheetPng } from "./sticker-sheets.ts";
import { blossomWallpaperPng, moonWallpaperPng } from "./wallpapers.ts";

export interface DemoFile {
  fileName: string;
  contentType: "application/pdf" | "image/png";
  bytes: Buffer;
}

/** What a product's file is: a picture, delivered as a PNG, or the pages of a printable PDF. */
type Layout = { picture: () => Promise<Buffer> } | { pages: PrintablePage[] };

/**
 * The layout of each demo digital product, by SKU (see demo-products.ts). A digital product
 * missing here delivers a page of ruled notes.
 */
const layouts: Record<string, Layout> = {
  "DGT-001": { pages: plannerPages },
  "DGT-002": { pages: mealPlannerPages },
  "DGT-003": { pages: habitTrackerPages },
  "DGT-004": { pages: birthdayCardPages },
  "DGT-005": { pages: thankYouNotePages },
  "DGT-006": { picture: botanicalStickerSheetPng },
  "DGT-007": { picture: celestialStickerSheetPng },
  "DGT-008": { pages: readingLogPages },
  "FRE-001": { picture: blossomWallpaperPng },
  "FRE-002": { picture: moonWallpaperPng },
  "FRE-003": { pages: bookmarkPages },
  "FRE-004": { pages: giftTagPages },
  "FRE-005": { pages: windowsillColoringPages },
  "FRE-006": { pages: meadowColoringPages },
};

const digitalTypes = new Set(["digital-templates", "freebies"]);

/** The files a demo digital product delivers, made by the project (deterministic bytes). */
export async function demoFilesFor(product: DemoProduct): Promise<DemoFile[]> {
  if (!digitalTypes.has(product.type)) return [];
  const name = slugify(product.title);
  const layout = layouts[product.sku] ?? { pages: notesPages };
  if ("picture" in layout) {
    return [{ fileName: `${name}.png`, contentType: "image/png", bytes: await layout.picture() }];
  }
  const bytes = await printablePdf(product.title, layout.pages);
  return [{ fileName: `${name}.pdf`, contentType: "application/pdf", bytes }];
}
