import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ImageSize, ImageVariant, ImageVariants } from "#server/db/schema.ts";
import { type PictureStore, pictureUrl } from "#server/storage/file-storage.ts";

/** Widths of the four sizes every product image is stored in; heights follow at 4:3. */
export const imageWidths: Record<ImageSize, number> = {
  thumbnail: 245,
  small: 500,
  medium: 750,
  large: 1000,
};

export interface EncodeOptions {
  /** Folder under `/uploads`, e.g. "products". */
  folder: string;
  /** Readable start of the file names, e.g. "meadow-leaves". */
  baseName: string;
  /** AVIF effort 0–9; low is fast (the demo seed uses 0). */
  avifEffort?: number;
}

/** A picture ready to store: its key under `/uploads` carries the hash of its bytes. */
export interface EncodedFile {
  key: string;
  data: Buffer;
}

/** The file a picture's bytes are stored as: `<folder>/<baseName>-<hash>.<ext>`, and its URL. */
export function hashedFile(
  options: { folder: string; baseName: string; ext: string },
  data: Buffer,
): EncodedFile & { url: string } {
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 12);
  const key = `${options.folder}/${options.baseName}-${hash}.${options.ext}`;
  return { key, data, url: pictureUrl(key) };
}

/**
 * Stores a picture under a name that carries the hash of its content, unless it is there
 * already (same name, same bytes), and returns its URL path.
 */
export async function writeHashedFile(
  options: { pictures: PictureStore; folder: string; baseName: string; ext: string },
  data: Buffer,
) {
  const file = hashedFile(options, data);
  await options.pictures.putIfAbsent(file.key, data);
  return file.url;
}

/**
 * Encodes an image (any format sharp reads, SVG included) into the four 4:3 sizes in AVIF
 * and WebP, in memory: the variants with their URL paths under `/uploads/<folder>/`, and the
 * files to store. The picture is cropped to 4:3 around its centre when its ratio differs.
 */
export async function encodeImageVariants(input: Buffer, options: EncodeOptions) {
  const largest = imageWidths.large;
  const base = await sharp(input)
    .resize(largest, (largest * 3) / 4, { fit: "cover" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: base.info };

  const files: EncodedFile[] = [];
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
      const name = { folder: options.folder, baseName: `${options.baseName}-${width}` };
      const avifFile = hashedFile({ ...name, ext: "avif" }, avif);
      const webpFile = hashedFile({ ...name, ext: "webp" }, webp);
      files.push(avifFile, webpFile);
      return [size, { width, height, avif: avifFile.url, webp: webpFile.url }];
    }),
  );
  return { variants: Object.fromEntries(encoded) as ImageVariants, files };
}

/** Encodes the picture's variants (encodeImageVariants) and stores them; their URL paths. */
export async function writeImageVariants(
  input: Buffer,
  options: EncodeOptions & { pictures: PictureStore },
): Promise<ImageVariants> {
  const { variants, files } = await encodeImageVariants(input, options);
  await Promise.all(files.map((file) => options.pictures.putIfAbsent(file.key, file.data)));
  return variants;
}
