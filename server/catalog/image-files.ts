import { createHash } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageSize, ImageVariant, ImageVariants } from "#server/db/schema.ts";

/** Widths of the four sizes every product image is stored in; heights follow at 4:3. */
export const imageWidths: Record<ImageSize, number> = {
  thumbnail: 245,
  small: 500,
  medium: 750,
  large: 1000,
};

export interface EncodeOptions {
  dataDir: string;
  /** Folder under `<dataDir>/uploads`, e.g. "products". */
  folder: string;
  /** Readable start of the file names, e.g. "meadow-leaves". */
  baseName: string;
  /** AVIF effort 0–9; low is fast (the demo seed uses 0). */
  avifEffort?: number;
}

/** `<dataDir>/uploads/<folder>/<name>` on disk, `/uploads/<folder>/<name>` as a URL path. */
function uploadTarget(dataDir: string, folder: string, name: string) {
  return { file: path.join(dataDir, "uploads", folder, name), url: `/uploads/${folder}/${name}` };
}

/**
 * Writes a file whose name carries the hash of its content. Written to a temporary name and
 * renamed, so a reader never sees half a file and two writers of the same bytes do not clash.
 */
export async function writeHashedFile(
  options: { dataDir: string; folder: string; baseName: string; ext: string },
  data: Buffer,
) {
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 12);
  const target = uploadTarget(
    options.dataDir,
    options.folder,
    `${options.baseName}-${hash}.${options.ext}`,
  );
  const exists = await stat(target.file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await mkdir(path.dirname(target.file), { recursive: true });
    const temporary = `${target.file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target.file);
  }
  return target.url;
}

/**
 * Encodes an image (any format sharp reads, SVG included) into the four 4:3 sizes in AVIF
 * and WebP, writes them under `<dataDir>/uploads/<folder>/` and returns their URL paths.
 * The picture is cropped to 4:3 around its centre when its ratio differs.
 */
export async function writeImageVariants(
  input: Buffer,
  options: EncodeOptions,
): Promise<ImageVariants> {
  const largest = imageWidths.large;
  const base = await sharp(input)
    .resize(largest, (largest * 3) / 4, { fit: "cover" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: base.info };

  const sizes = Object.entries(imageWidths) as [ImageSize, number][];
  const encoded = await Promise.all(
    sizes.map(async ([size, width]): Promise<[ImageSize, ImageVariant]> => {
      const height = Math.round((width * 3) / 4);
      const resized = () =>
        width === largest
          ? sharp(base.data, raw)
          : sharp(base.data, raw).resize(width, height, { kernel: "lanczos3" });
      const [avif, webp] = await Promise.all([
        resized()
          .avif({ quality: 55, effort: options.avifEffort ?? 4, chromaSubsampling: "4:2:0" })
          .toBuffer(),
        resized().webp({ quality: 80, effort: 2 }).toBuffer(),
      ]);
      const name = { ...options, baseName: `${options.baseName}-${width}` };
      const [avifUrl, webpUrl] = await Promise.all([
        writeHashedFile({ ...name, ext: "avif" }, avif),
        writeHashedFile({ ...name, ext: "webp" }, webp),
      ]);
      return [size, { width, height, avif: avifUrl, webp: webpUrl }];
    }),
  );
  return Object.fromEntries(encoded) as ImageVariants;
}
