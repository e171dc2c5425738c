import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type DemoFile, demoFilesFor } from "#server/seed/demo-files/demo-files.ts";
import { demoProducts } from "#server/seed/demo-products.ts";

const digital = demoProducts.filter(
  (product) => product.type === "digital-templates" || product.type === "freebies",
);
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("the demo shop's downloadable files", () => {
  const files = new Map<string, DemoFile[]>();
  beforeAll(async () => {
    for (const product of digital) files.set(product.sku, await demoFilesFor(product));
  });
  const all = () => [...files.values()].flat();

  it("gives every digital template and freebie a file named after it", () => {
    expect(digital.length).toBeGreaterThanOrEqual(14);
    for (const product of digital) {
      const delivered = files.get(product.sku) ?? [];
      expect(delivered.length, product.title).toBeGreaterThan(0);
      for (const file of delivered)
        expect(file.fileName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.(pdf|png)$/);
    }
    expect(files.get("DGT-002")?.map((file) => file.fileName)).toEqual([
      "weekly-meal-planner-printable.pdf",
    ]);
  });

  it("makes printables US Letter PDFs of one to three pages", async () => {
    const pdfs = all().filter((file) => file.contentType === "application/pdf");
    expect(pdfs.length).toBeGreaterThanOrEqual(10);
    for (const file of pdfs) {
      expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const doc = await PDFDocument.load(file.bytes);
      expect(doc.getPageCount(), file.fileName).toBeGreaterThanOrEqual(1);
      expect(doc.getPageCount(), file.fileName).toBeLessThanOrEqual(3);
      for (const page of doc.getPages())
        expect(page.getSize()).toEqual({ width: 612, height: 792 });
    }
  });

  it("makes wallpapers and sticker sheets PNGs of the intended size", async () => {
    const sizes: Record<string, [width: number, height: number, alpha: boolean]> = {
      "FRE-001": [1170, 2532, false],
      "FRE-002": [1170, 2532, false],
      "DGT-006": [1200, 900, true],
      "DGT-007": [1200, 900, true],
    };
    for (const [sku, [width, height, alpha]] of Object.entries(sizes)) {
      const [file, ...others] = files.get(sku) ?? [];
      expect(others).toEqual([]);
      expect(file?.contentType).toBe("image/png");
      const bytes = file?.bytes ?? Buffer.alloc(0);
      expect(bytes.subarray(0, 8)).toEqual(pngSignature);
      expect(bytes.length).toBeLessThan(300_000);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", width, height]);
      expect(metadata.hasAlpha, sku).toBe(alpha);
    }
    expect(all().filter((file) => file.contentType === "image/png")).toHaveLength(4);
  });

  it("makes the same bytes every time, whatever the date", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-07-15T12:34:56Z"));
    try {
      for (const product of digital) {
        expect(await demoFilesFor(product), product.title).toEqual(files.get(product.sku));
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives physical products and subscriptions no file", async () => {
    const others = demoProducts.filter((product) => !digital.includes(product));
    expect(others.length).toBeGreaterThan(0);
    for (const product of others) expect(await demoFilesFor(product)).toEqual([]);
  });
});
