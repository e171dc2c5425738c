import type { Context } from "hono";
import { AppError } from "#server/errors.ts";
import type { StudioHttpEnv } from "#server/http/api/studio/studio-guard.ts";

/** The multipart form of a studio upload, or a refusal that says to choose the file again. */
export async function uploadForm(c: Context<StudioHttpEnv>) {
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError(
      "bad_request",
      "The upload could not be read. Please choose the file again.",
    );
  }
}
