/**
 * What a studio picture upload (product photos, blog covers, gallery and About me pictures)
 * accepts, and what it says when it refuses one. Without dependencies: the studio's upload
 * screens check the size and type before sending.
 */

/** The studio API's body limit, so the browser can refuse a bigger file before sending it. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/** Beyond this a picture is refused before it is decoded: a small file can claim a huge size. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The formats sharp reads (as `metadata().format` names them), with the types browsers send. */
export const acceptedImageFormats = ["jpeg", "png", "webp", "heif", "gif", "tiff"] as const;
export const acceptedImageTypes = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff";

/** A content picture is shown large: enough for a 1000 px wide cover without a blurry enlargement. */
export const MIN_CONTENT_IMAGE = { width: 400, height: 300 } as const;

export const MAX_ALT_LENGTH = 250;

const named = (fileName: string) => (fileName ? `“${fileName}”` : "This file");

export const imageMessages = {
  noFile: "Choose a picture to upload.",
  notAnImage: (fileName: string) =>
    `${named(fileName)} is not a picture the shop can use. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file.`,
  tooLarge: (fileName: string) =>
    `${named(fileName)} is larger than 25 MB. Upload a smaller picture.`,
  tooManyPixels: (fileName: string) =>
    `${named(fileName)} is larger than 50 megapixels. Make it smaller (8,000 × 6,000 pixels is plenty) and upload it again.`,
  unreadable: (fileName: string) =>
    `${named(fileName)} could not be read as a picture: it may be damaged. Export it again and upload it.`,
  tooSmall: (minimum: { width: number; height: number }) =>
    `This picture is too small: it needs at least ${minimum.width} × ${minimum.height} pixels.`,
  productNotFound: "This product no longer exists.",
  imageNotFound:
    "This picture no longer exists. The page now shows the product's pictures as they are.",
  orderOutdated:
    "The pictures changed meanwhile (in another tab?). The page now shows them as they are: try again.",
  altRequired: "Describe the picture in a few words, for people who can't see it",
} as const;
