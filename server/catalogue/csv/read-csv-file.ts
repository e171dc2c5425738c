import { AppError } from "#server/lib/errors.ts";
import { importMessages } from "./import-messages.ts";

/** The text of an uploaded CSV file; a byte order mark is dropped, anything but UTF-8 refused. */
export async function readCsvFile(file: unknown): Promise<string> {
  if (!(file instanceof File)) throw new AppError("bad_request", importMessages.noFile);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new AppError("bad_request", importMessages.notUtf8);
  }
}
