import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, mailClubIssues, orders } from "#server/db/schema.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { giftLinkPath } from "#server/mail-club/gifts/gift-link.ts";
import { type GiftSpan, giftIssueNames, lastIssueOf } from "#server/mail-club/gifts/gift-span.ts";
import { loadGiftSpans } from "#server/mail-club/gifts/load-gift-spans.ts";
import { formatIssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { paidStatuses } from "#server/orders/order-states.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import type { ShopContext } from "#server/shop-context.ts";

/** The part of the shop's context (server/shop-context.ts) the gifts' e-mails need. */
export type GiftMailOptions = Pick<ShopContext, "now" | "timeZone" | "publicUrl">;

type GiftRow = typeof mailClubGifts.$inferSelect;
type SentColumn = "revealSentAt" | "endingNoticeSentAt" | "invitationSentAt";

const paidGifts = and(isNotNull(mailClubGifts.activatedAt), inArray(orders.status, paidStatuses));

/**
 * The gifts' own e-mails, each sent once: the reveal to the recipient on the day the gifter
 * chose; "the last issue" to the recipient and the gifter once the gift's last issue is
 * frozen for the post; and, once it is mailed, an invitation to join. Each is claimed by its
 * sent-at column in the transaction that queues it, so of several instances one sends it.
 */
export async function sendGiftMail(db: Database, options: GiftMailOptions) {
  const today = shopDay(options.now, options.timeZone);
  const due = await db
    .select({
      gift: mailClubGifts,
      gifterName: orders.customerName,
      gifterEmail: orders.customerEmail,
    })
    .from(mailClubGifts)
    .innerJoin(orders, eq(orders.id, mailClubGifts.orderId))
    .where(and(paidGifts, isNull(mailClubGifts.invitationSentAt)));
  const spanOf = await loadGiftSpans(
    db,
    due.map(({ gift }) => gift),
  );
  const lastIssue = (gift: GiftRow) => issueMonthKey(lastIssueOf(spanOf(gift), options.timeZone));
  const issues = await issueStates(
    db,
    due.map(({ gift }) => lastIssue(gift)),
  );
  const shopName = (await getShopSettings(db)).shopName;
  for (const { gift, gifterName, gifterEmail } of due) {
    const last = issues.get(lastIssue(gift));
    const context = { ...options, shopName, gifterName, gifterEmail, span: spanOf(gift) };
    if (gift.revealOn && gift.revealOn <= today && !gift.revealSentAt && gift.recipientEmail) {
      await once(db, gift, "revealSentAt", options.now, (tx) => queueReveal(tx, gift, context));
    }
    if (last?.frozen && !gift.endingNoticeSentAt) {
      await once(db, gift, "endingNoticeSentAt", options.now, (tx) =>
        queueEnding(tx, gift, context),
      );
    }
    if (last?.mailed) {
      await once(db, gift, "invitationSentAt", options.now, (tx) =>
        queueInvitation(tx, gift, context),
      );
    }
  }
}

async function issueStates(db: Database, months: string[]) {
  if (months.length === 0) return new Map<string, { frozen: boolean; mailed: boolean }>();
  const rows = await db
    .select({
      month: mailClubIssues.month,
      frozenAt: mailClubIssues.frozenAt,
      mailedAt: mailClubIssues.mailedAt,
    })
    .from(mailClubIssues)
    .where(inArray(mailClubIssues.month, [...new Set(months)]));
  return new Map(
    rows.map((row) => [
      row.month,
      { frozen: row.frozenAt !== null, mailed: row.mailedAt !== null },
    ]),
  );
}

/** Runs `queue` in the transaction that claims the gift's `column`, only if this call claims it. */
async function once(
  db: Database,
  gift: GiftRow,
  column: SentColumn,
  now: Date,
  queue: (tx: Database) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(mailClubGifts)
      .set({ [column]: now })
      .where(and(eq(mailClubGifts.id, gift.id), isNull(mailClubGifts[column])))
      .returning({ id: mailClubGifts.id });
    if (claimed) await queue(tx);
  });
}

interface MailContext extends GiftMailOptions {
  span: GiftSpan;
  shopName: string;
  gifterName: string;
  gifterEmail: string;
}

function queueReveal(tx: Database, gift: GiftRow, context: MailContext) {
  return queueMail(tx, {
    template: "mail-club-gift-reveal",
    to: gift.recipientEmail ?? "",
    props: {
      firstName: gift.recipientAddress.firstName,
      shopName: context.shopName,
      gifterName: context.gifterName,
      issueCount: gift.issueCount,
      ...giftIssueNames(context.span, context.timeZone),
      message: gift.message,
      giftUrl: `${context.publicUrl}${giftLinkPath(gift, context.span, context.timeZone)}`,
    },
  });
}

async function queueEnding(tx: Database, gift: GiftRow, context: MailContext) {
  const common = {
    shopName: context.shopName,
    recipientName: `${gift.recipientAddress.firstName} ${gift.recipientAddress.lastName}`.trim(),
    gifterName: context.gifterName,
    lastIssue: giftIssueNames(context.span, context.timeZone).lastIssue,
  };
  await queueMail(tx, {
    template: "mail-club-gift-ending",
    to: context.gifterEmail,
    props: {
      ...common,
      to: "gifter",
      firstName: context.gifterName.split(" ")[0] ?? context.gifterName,
      actionUrl: `${context.publicUrl}/mail-club/gift`,
    },
  });
  if (!gift.recipientEmail) return;
  await queueMail(tx, {
    template: "mail-club-gift-ending",
    to: gift.recipientEmail,
    props: {
      ...common,
      to: "recipient",
      firstName: gift.recipientAddress.firstName,
      actionUrl: `${context.publicUrl}/subscribe`,
    },
  });
}

async function queueInvitation(tx: Database, gift: GiftRow, context: MailContext) {
  if (!gift.recipientEmail) return;
  await queueMail(tx, {
    template: "mail-club-gift-ended",
    to: gift.recipientEmail,
    props: {
      firstName: gift.recipientAddress.firstName,
      shopName: context.shopName,
      gifterName: context.gifterName,
      lastIssue: giftIssueNames(context.span, context.timeZone).lastIssue,
      nextIssue: formatIssueMonth(firstIssueFor(context.now, context.timeZone)),
      joinUrl: `${context.publicUrl}/subscribe`,
    },
  });
}
