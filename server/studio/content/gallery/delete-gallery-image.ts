import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { galleryImages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { galleryMessages } from "./gallery-messages.ts";

/** Takes a picture out of the gallery (its files stay: their names carry their content's hash). */
export async function deleteGalleryImage(db: Database, account: StudioAccount, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(galleryImages)
      .where(eq(galleryImages.id, id))
      .returning({ alt: galleryImages.alt });
    if (!row) throw new AppError("not_found", galleryMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "gallery-image.delete",
      subject: `gallery-image:${id}`,
      details: { alt: row.alt },
    });
    return row;
  });
}
