import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { galleryImages } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { galleryMessages } from "./gallery-messages.ts";

/**
 * Moves a picture one place earlier or later in the gallery. The whole order is written
 * again as 0, 1, 2 …, so ties and gaps left by deletions never make a move do nothing.
 * Moving the first picture up (or the last down) leaves the order as it is.
 */
export async function moveGalleryImage(
  db: Database,
  account: StudioAccount,
  options: { id: number; direction: "up" | "down" },
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .orderBy(asc(galleryImages.position), asc(galleryImages.id))
      .for("update");
    const ids = rows.map((row) => row.id);
    const from = ids.indexOf(options.id);
    if (from === -1) throw new AppError("not_found", galleryMessages.notFound);
    const to = options.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return { position: from };
    [ids[from], ids[to]] = [ids[to] as number, options.id];
    for (const [position, id] of ids.entries()) {
      await tx.update(galleryImages).set({ position }).where(eq(galleryImages.id, id));
    }
    await recordStudioChange(tx, account, {
      action: "gallery-image.move",
      subject: `gallery-image:${options.id}`,
      details: { from: from + 1, to: to + 1 },
    });
    return { position: to };
  });
}
