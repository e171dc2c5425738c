/**
 * What a digital product's file may be, and what the studio says when it refuses one.
 * Without dependencies: the studio's upload screen checks the size before sending.
 */

export const MAX_DOWNLOAD_FILE_BYTES = 100 * 1024 * 1024;

/** The kinds of file a product may deliver, by what their content is (not their name). */
export const downloadFileTypes = {
  pdf: "application/pdf",
  zip: "application/zip",
  png: "image/png",
  jpg: "image/jpeg",
} as const;
export type DownloadFileExtension = keyof typeof downloadFileTypes;

export const acceptedDownloadTypes = ".pdf,.zip,.png,.jpg,.jpeg";

export const MAX_DOWNLOAD_LIMIT = 100;

/** A guest's link from the confirmation works this long after the purchase. */
export const GUEST_LINK_DAYS = 7;

const named = (fileName: string) => (fileName ? `“${fileName}”` : "This file");

export const downloadFileMessages = {
  noFile: "Choose a file to upload.",
  notDigital: "Only a digital product delivers files. Set the product's kind to Digital first.",
  wrongType: (fileName: string) =>
    `${named(fileName)} is not a PDF, ZIP, PNG or JPG file (the shop reads what is inside, not the name). Upload one of those.`,
  tooLarge: (fileName: string) =>
    `${named(fileName)} is larger than 100 MB. Make it smaller (a ZIP of the pages, or lower-resolution pictures) and upload it again.`,
  interrupted: "The upload was interrupted before the whole file arrived. Please upload it again.",
  fileNotFound: "This file no longer exists. The page now shows the product's files as they are.",
  productNotFound: "This product no longer exists.",
} as const;
