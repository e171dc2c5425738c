import { getMimeType } from "hono/utils/mime";

/** The Content-Type of a picture, from its name's extension. */
export function pictureContentType(key: string) {
  return getMimeType(key) ?? "application/octet-stream";
}
