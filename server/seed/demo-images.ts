import sharp from "sharp";
import { writeHashedFile, writeImageVariants } from "#server/catalogue/image-files.ts";
import type { ImageVariants } from "#server/db/schema.ts";
import { aboutMeSvg, designSvg } from "#server/seed/artwork.ts";
import { demoDesigns } from "#server/seed/demo-catalogue.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";

export interface DemoImages {
  /** The encoded sizes of every design, by design id. */
  designs: Map<string, ImageVariants>;
  aboutMeUrl: string;
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Draws and encodes the demo designs and the about-me picture, and stores them.
 * The designs are shared between products (each product still gets its own image rows), which
 * keeps a fresh start's seed within a few seconds on two cores.
 */
export async function drawDemoImages(pictures: PictureStore): Promise<DemoImages> {
  const designs = new Map<string, ImageVariants>();
  let aboutMeUrl = "";
  const jobs = [
    async () => {
      const webp = await sharp(Buffer.from(aboutMeSvg()))
        .resize(800, 1000)
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      aboutMeUrl = await writeHashedFile(
        { pictures, folder: "about", baseName: "maker-desk", ext: "webp" },
        webp,
      );
    },
    ...demoDesigns.map((design) => async () => {
      const variants = await writeImageVariants(Buffer.from(designSvg(design)), {
        pictures,
        folder: "products",
        baseName: design.id,
        avifEffort: 0,
      });
      designs.set(design.id, variants);
    }),
  ];
  await eachLimited(jobs, 3, (job) => job());
  return { designs, aboutMeUrl };
}
