import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { createSecretToken } from "#server/lib/secret-token.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";

/**
 * What the gifter may do about the gift their order bought (decision 036), from the order's
 * page, which checked they may see it: send its recipient a new link, after which the old one
 * gives nothing, and release the account that claimed it, so the recipient can.
 */

/**
 * A new secret for the gift's links; the reveal e-mail goes again with the new one on the gift
 * job's next pass (or on its day, when that is still to come). Answers what to tell the gifter.
 */
export async function renewGiftLink(db: Database, orderId: number) {
  const [gift] = await db
    .update(mailClubGifts)
    .set({ linkSecret: createSecretToken(), revealSentAt: null })
    .where(eq(mailClubGifts.orderId, orderId))
    .returning({ id: mailClubGifts.id });
  if (!gift) throw new AppError("not_found", giftMessages.linkInvalid);
  return giftMessages.linkRenewed;
}

/** The gift is no account's any more; its recipient may claim it again. */
export async function releaseGiftClaim(db: Database, orderId: number) {
  const [gift] = await db
    .update(mailClubGifts)
    .set({ claimedByCustomerId: null })
    .where(eq(mailClubGifts.orderId, orderId))
    .returning({ id: mailClubGifts.id });
  if (!gift) throw new AppError("not_found", giftMessages.linkInvalid);
  return giftMessages.claimReleased;
}
