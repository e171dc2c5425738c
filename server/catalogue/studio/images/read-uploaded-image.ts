import sharp, { type Metadata } from "sharp";
import { imageWidths } from "#server/catalogue/image-files.ts";
import {
  acceptedImageFormats,
  imageMessages,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
} from "#server/catalogue/studio/images/image-upload-limits.ts";
import { AppError } from "#server/lib/errors.ts";

const largest = { width: imageWidths.large, height: (imageWidths.large * 3) / 4 };

export interface UploadedImageOptions {
  /** The least upright size accepted, for a picture shown large. */
  minimum?: { width: number; height: number };
}

/**
 * A picture sent as a form's `image` field: a refusal with details.image (shown under the
 * field) when none was chosen or readUploadedImage refuses it.
 */
export async function readImageField(
  file: unknown,
  options: UploadedImageOptions = {},
): Promise<Buffer> {
  if (!(file instanceof Blob) || file.size === 0) throw fieldRefusal(imageMessages.noFile);
  const name = file instanceof File ? file.name : "";
  return readUploadedImage(Buffer.from(await file.arrayBuffer()), name, options).catch(
    (error: unknown) => {
      throw error instanceof AppError ? fieldRefusal(error.message) : error;
    },
  );
}

function fieldRefusal(message: string) {
  return new AppError("bad_request", message, { image: message });
}

/**
 * The pixels of an uploaded picture, upright, ready for the variant maker, or a refusal naming
 * the file: too many bytes, a format other than the raster ones, more pixels than
 * MAX_IMAGE_PIXELS — read from the header with sharp's limitInputPixels, so a decompression
 * bomb is never decoded — or, with `minimum`, fewer than that.
 */
export async function readUploadedImage(
  bytes: Buffer,
  fileName: string,
  options: UploadedImageOptions = {},
): Promise<Buffer> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError("bad_request", imageMessages.tooLarge(fileName));
  }
  const image = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
  let metadata: Metadata;
  try {
    metadata = await image().metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (message.includes("pixel limit")) {
      throw new AppError("bad_request", imageMessages.tooManyPixels(fileName));
    }
    throw new AppError("bad_request", imageMessages.notAnImage(fileName));
  }
  if (!(acceptedImageFormats as readonly string[]).includes(metadata.format ?? "")) {
    throw new AppError("bad_request", imageMessages.notAnImage(fileName));
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  const { width = 0, height = 0 } = metadata;
  const minimum = options.minimum;
  if (
    minimum &&
    ((turned ? height : width) < minimum.width || (turned ? width : height) < minimum.height)
  ) {
    throw new AppError("bad_request", imageMessages.tooSmall(minimum));
  }
  if ((metadata.orientation ?? 1) <= 1) return bytes;
  // A phone stores a photo sideways with an EXIF note to turn it, and the variant maker uses
  // the pixels as stored: turned here, once, losslessly, at no more than the largest size.
  return image()
    .rotate()
    .resize(largest.width, largest.height, { fit: "outside", withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch(() => {
      throw new AppError("bad_request", imageMessages.unreadable(fileName));
    });
}
