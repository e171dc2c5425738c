import { access } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { writeHashedFile, writeImageVariants } from "#server/catalog/image-files.ts";
import type { ImageVariants } from "#server/db/schema.ts";
import { aboutMeSvg, designSvg } from "#server/db/seed/artwork.ts";
import { demoDesigns } from "#server/db/seed/demo-catalogue.ts";

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

/** Drawings made by this process, by data dir: a second seed attempt reuses them. */
const drawn = new Map<string, Promise<DemoImages>>();

async function allFilesExist(images: DemoImages, dataDir: string) {
  const urls = [images.aboutMeUrl];
  for (const variants of images.designs.values()) {
    for (const variant of Object.values(variants)) urls.push(variant.avif, variant.webp);
  }
  const found = await Promise.all(
    urls.map((url) =>
      access(path.join(dataDir, url)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/**
 * Draws and encodes the demo designs and the about-me picture into `<dataDir>/uploads`.
 * The designs are shared between products (each product still gets its own image rows), which
 * keeps a fresh start's seed within a few seconds on two cores. Calls for the same data dir
 * share one drawing while its files are still there.
 */
export async function drawDemoImages(dataDir: string): Promise<DemoImages> {
  const key = path.resolve(dataDir);
  const earlier = drawn.get(key);
  if (earlier) {
    const images = await earlier.catch(() => undefined);
    if (images && (await allFilesExist(images, dataDir))) return images;
    if (drawn.get(key) === earlier) drawn.delete(key);
    return drawDemoImages(dataDir);
  }
  const drawing = draw(dataDir);
  drawn.set(key, drawing);
  drawing.catch(() => drawn.delete(key));
  return drawing;
}

async function draw(dataDir: string): Promise<DemoImages> {
  const designs = new Map<string, ImageVariants>();
  let aboutMeUrl = "";
  const jobs = [
    async () => {
      const webp = await sharp(Buffer.from(aboutMeSvg()))
        .resize(800, 1000)
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      aboutMeUrl = await writeHashedFile(
        { dataDir, folder: "about", baseName: "maker-desk", ext: "webp" },
        webp,
      );
    },
    ...demoDesigns.map((design) => async () => {
      const variants = await writeImageVariants(Buffer.from(designSvg(design)), {
        dataDir,
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
