import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type HoldKind, mailClubHolds, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { changeMembership } from "#server/mail-club/change-membership.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import { alreadyHeldMessage, holdMessages } from "#server/mail-club/holds/hold-messages.ts";
import { type HoldRow, toHoldSpan } from "#server/mail-club/holds/hold-rows.ts";
import {
  type HoldSpan,
  isHoldAhead,
  lastIssueOfHold,
  MAX_PAUSE_ISSUES,
} from "#server/mail-club/holds/hold-span.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { findMemberSubscription } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { ShopContext } from "#server/shop-context.ts";

/** The part of the shop's context (server/shop-context.ts) a hold needs. */
type HoldServices = Pick<ShopContext, "db" | "timeZone">;

/** The member's running membership, locked for the transaction, and its holds. */
async function lockRunningMembership(tx: Database, customerId: number) {
  const member = await findMemberSubscription(tx, customerId);
  if (!member) throw new AppError("not_found", subscriptionMessages.none);
  const [locked] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, member.id))
    .for("update");
  if (locked?.status !== "active" || !locked.firstIssue) {
    throw new AppError("conflict", holdMessages.notRunning);
  }
  const holds = await tx
    .select()
    .from(mailClubHolds)
    .where(eq(mailClubHolds.subscriptionId, locked.id));
  return { member: locked, holds };
}

/** The one hold of these with an issue still ahead of `now`, if any. */
function holdAhead(holds: HoldRow[], now: Date, timeZone: string) {
  return holds.find((row) => isHoldAhead(toHoldSpan(row), now, timeZone));
}

/**
 * A skip asked for one membership and one issue (a signed link names both): refused, inside
 * the transaction, when the customer's running membership or the next issue is another.
 */
export interface ExpectedHold {
  subscriptionId: number;
  /** 'YYYY-MM'. */
  firstIssue: string;
  /** What the refusal says when either is another. */
  refusal: string;
}

export interface PlacedHold {
  row: HoldRow;
  span: HoldSpan;
}

/** A member's request for a skip or a pause. */
export interface HoldRequest {
  customerId: number;
  kind: HoldKind;
  issueCount?: number;
  now?: Date;
  expected?: ExpectedHold;
  /** How the member asked, when not on /account or the API: 'email-link'. */
  via?: string;
}

/**
 * Skips the next issue, or pauses the next 1 to 3, from the next issue whose cutoff has not
 * passed (never before the member's first). One hold ahead at a time: another is refused
 * until it is undone. Issues already due are frozen first, so the hold cannot reach a list
 * that should have been fixed before it.
 */
export async function placeHold(services: HoldServices, input: HoldRequest): Promise<PlacedHold> {
  const { db, timeZone } = services;
  const now = input.now ?? new Date();
  const issueCount = input.kind === "skip" ? 1 : (input.issueCount ?? 1);
  if (!Number.isInteger(issueCount) || issueCount < 1 || issueCount > MAX_PAUSE_ISSUES) {
    throw new AppError("bad_request", holdMessages.issueCount, { field: "issues" });
  }
  return changeMembership(db, { now, timeZone }, async (tx) => {
    const { member, holds } = await lockRunningMembership(tx, input.customerId);
    const ahead = holdAhead(holds, now, timeZone);
    if (ahead) {
      const span = toHoldSpan(ahead);
      throw new AppError("conflict", alreadyHeldMessage(span.kind, lastIssueOfHold(span)));
    }
    // 'YYYY-MM' keys sort as their months do.
    const open = issueMonthKey(firstIssueFor(now, timeZone));
    const firstIssue = member.firstIssue && member.firstIssue > open ? member.firstIssue : open;
    const { expected } = input;
    if (expected && (expected.subscriptionId !== member.id || expected.firstIssue !== firstIssue)) {
      throw new AppError("conflict", expected.refusal);
    }
    const [row] = await tx
      .insert(mailClubHolds)
      .values({ subscriptionId: member.id, kind: input.kind, firstIssue, issueCount })
      .returning();
    if (!row) throw new Error("The hold was not returned");
    await recordMemberEvent(tx, {
      subscriptionId: member.id,
      actor: { customerId: input.customerId },
      action: `mail-club.${input.kind}`,
      details: { firstIssue, issueCount, ...(input.via ? { via: input.via } : {}) },
    });
    return { row, span: toHoldSpan(row) };
  });
}

/**
 * Undoes a skip, or ends a pause early: every issue whose cutoff is still ahead is sent again;
 * those already past stay left out (their lists are fixed).
 */
export async function endHold(
  services: HoldServices,
  input: { customerId: number; now?: Date },
): Promise<PlacedHold> {
  const { db, timeZone } = services;
  const now = input.now ?? new Date();
  return changeMembership(db, { now, timeZone }, async (tx) => {
    const { member, holds } = await lockRunningMembership(tx, input.customerId);
    const ahead = holdAhead(holds, now, timeZone);
    if (!ahead) throw new AppError("conflict", holdMessages.nothingToResume);
    const [row] = await tx
      .update(mailClubHolds)
      .set({ endedAt: now })
      .where(eq(mailClubHolds.id, ahead.id))
      .returning();
    if (!row) throw new Error("The hold went away");
    await recordMemberEvent(tx, {
      subscriptionId: member.id,
      actor: { customerId: input.customerId },
      action: row.kind === "skip" ? "mail-club.skip-undone" : "mail-club.resume",
      details: { firstIssue: row.firstIssue, issueCount: row.issueCount },
    });
    return { row, span: toHoldSpan(row) };
  });
}
