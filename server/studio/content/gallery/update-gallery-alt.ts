import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { galleryImages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { altMessages, requiredAltSchema } from "#server/studio/content/images/alt-text.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { galleryMessages } from "./gallery-messages.ts";

/** Changes a gallery picture's text alternative. Throws AppError bad_request, not_found. */
export async function updateGalleryAlt(
  db: Database,
  account: StudioAccount,
  options: { id: number; alt: unknown },
) {
  const { alt } = parseInput(
    requiredAltSchema,
    { alt: options.alt },
    { message: altMessages.invalidForm },
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(galleryImages)
      .set({ alt })
      .where(eq(galleryImages.id, options.id))
      .returning({ id: galleryImages.id });
    if (!row) throw new AppError("not_found", galleryMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "gallery-image.update",
      subject: `gallery-image:${options.id}`,
      details: { alt },
    });
    return { id: row.id, alt };
  });
}
