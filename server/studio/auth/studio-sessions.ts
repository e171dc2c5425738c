import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { studioAccounts, studioSessions } from "#server/db/schema.ts";
import { createSecretToken, hashSecretToken, isPlausibleToken } from "#server/lib/secret-token.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { studioAccountColumns, toStudioAccount } from "./studio-accounts.ts";

/** Signed out after 8 hours without a request… */
export const STUDIO_IDLE_MS = 8 * 60 * 60 * 1000;
/** …after 7 days whatever the activity… */
export const STUDIO_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** …and a sign-in waiting for its authenticator code lapses after 10 minutes. */
export const SECOND_FACTOR_WINDOW_MS = 10 * 60 * 1000;
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface StudioSession {
  id: number;
  account: StudioAccount;
  awaitingSecondFactor: boolean;
}

/** A new session (a new token at every sign-in); half-open when a code is still to come. */
export async function startStudioSession(db: Database, account: StudioAccount, now = new Date()) {
  const token = createSecretToken();
  const awaitingSecondFactor = account.twoFactorEnabled;
  const lifetime = awaitingSecondFactor ? SECOND_FACTOR_WINDOW_MS : STUDIO_ABSOLUTE_MS;
  const expiresAt = new Date(now.getTime() + lifetime);
  await db.insert(studioSessions).values({
    tokenHash: hashSecretToken(token),
    accountId: account.id,
    awaitingSecondFactor,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  await db
    .update(studioAccounts)
    .set({ lastSignInAt: now })
    .where(eq(studioAccounts.id, account.id));
  return { token, expiresAt, awaitingSecondFactor };
}

/** The session of a cookie's token, or null when it is unknown or has expired. */
export async function findStudioSession(
  db: Database,
  token: string | undefined,
  now = new Date(),
): Promise<StudioSession | null> {
  if (!isPlausibleToken(token)) return null;
  const [row] = await db
    .select({
      account: studioAccountColumns,
      id: studioSessions.id,
      awaitingSecondFactor: studioSessions.awaitingSecondFactor,
      lastSeenAt: studioSessions.lastSeenAt,
      expiresAt: studioSessions.expiresAt,
    })
    .from(studioSessions)
    .innerJoin(studioAccounts, eq(studioAccounts.id, studioSessions.accountId))
    .where(eq(studioSessions.tokenHash, hashSecretToken(token)));
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor >= STUDIO_IDLE_MS || row.expiresAt <= now) {
    await db.delete(studioSessions).where(eq(studioSessions.id, row.id));
    return null;
  }
  if (idleFor >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(studioSessions).set({ lastSeenAt: now }).where(eq(studioSessions.id, row.id));
  }
  return {
    id: row.id,
    account: toStudioAccount(row.account),
    awaitingSecondFactor: row.awaitingSecondFactor,
  };
}

/** The code was right: the half-open session becomes a full one. */
export async function completeSecondFactor(db: Database, sessionId: number, now = new Date()) {
  await db
    .update(studioSessions)
    .set({
      awaitingSecondFactor: false,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + STUDIO_ABSOLUTE_MS),
    })
    .where(eq(studioSessions.id, sessionId));
}

export async function endStudioSession(db: Database, token: string | undefined) {
  if (!isPlausibleToken(token)) return;
  await db.delete(studioSessions).where(eq(studioSessions.tokenHash, hashSecretToken(token)));
}
