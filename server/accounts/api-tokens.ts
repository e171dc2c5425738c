import { randomUUID } from "node:crypto";
import { and, eq, isNull, min } from "drizzle-orm";
import {
  type CustomerCredentials,
  lockUnchangedCredentials,
} from "#server/accounts/credentials-version.ts";
import { customerColumns, toCustomer } from "#server/accounts/customer-row.ts";
import {
  LAST_SEEN_RESOLUTION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "#server/accounts/sessions.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { apiTokens, customers } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { createSecretToken, hashSecretToken, isPlausibleToken } from "#server/lib/secret-token.ts";

export const ACCESS_TOKEN_MS = 15 * 60 * 1000;
/** A refresh token left unused this long ends the client's sign-in (like the web session)… */
export const REFRESH_IDLE_MS = SESSION_IDLE_MS;
/** …and no refresh token outlives the sign-in that started its family by more than this. */
export const REFRESH_FAMILY_MS = SESSION_ABSOLUTE_MS;

type TokenKind = "simple" | "access" | "refresh";

async function insertToken(
  db: Database,
  values: { kind: TokenKind; customerId: number; familyId?: string; lifetimeMs: number; now: Date },
) {
  const token = createSecretToken();
  const expiresAt = new Date(values.now.getTime() + values.lifetimeMs);
  await db.insert(apiTokens).values({
    kind: values.kind,
    tokenHash: hashSecretToken(token),
    customerId: values.customerId,
    familyId: values.familyId ?? null,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The /api/auth/simple-* token: like the web session, idle 24 hours, at most 30 days;
 * refused when the password changed since it was checked.
 */
export function issueSimpleToken(db: Database, customer: CustomerCredentials, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockUnchangedCredentials(tx, customer);
    return insertToken(tx, {
      kind: "simple",
      customerId: customer.id,
      lifetimeMs: SESSION_ABSOLUTE_MS,
      now,
    });
  });
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date;
}

/**
 * A 15-minute access token and a refresh token in a new family; refused when the password
 * changed since it was checked.
 */
export function issueTokenPair(
  db: Database,
  customer: CustomerCredentials,
  now = new Date(),
): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    await lockUnchangedCredentials(tx, customer);
    return insertTokenPair(tx, customer.id, { familyId: randomUUID(), familyStartedAt: now, now });
  });
}

/**
 * The refresh token lasts 24 hours unused, and never past 30 days from the family's start,
 * however often it is rotated.
 */
function refreshLifetimeMs(familyStartedAt: Date, now: Date) {
  const familyEnd = familyStartedAt.getTime() + REFRESH_FAMILY_MS;
  return Math.min(REFRESH_IDLE_MS, familyEnd - now.getTime());
}

async function insertTokenPair(
  db: Database,
  customerId: number,
  { familyId, familyStartedAt, now }: { familyId: string; familyStartedAt: Date; now: Date },
): Promise<TokenPair> {
  const access = await insertToken(db, {
    kind: "access",
    customerId,
    familyId,
    lifetimeMs: ACCESS_TOKEN_MS,
    now,
  });
  const refresh = await insertToken(db, {
    kind: "refresh",
    customerId,
    familyId,
    lifetimeMs: refreshLifetimeMs(familyStartedAt, now),
    now,
  });
  return {
    accessToken: access.token,
    refreshToken: refresh.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshTokenExpiresAt: refresh.expiresAt,
  };
}

/**
 * The customer a bearer token (simple or access; never a refresh token) belongs to, or null
 * when it is unknown, revoked or expired.
 */
export async function findBearerCustomer(
  db: Database,
  token: string | undefined,
  now = new Date(),
): Promise<Customer | null> {
  if (!isPlausibleToken(token)) return null;
  const [row] = await db
    .select({
      customer: customerColumns,
      id: apiTokens.id,
      kind: apiTokens.kind,
      lastSeenAt: apiTokens.lastSeenAt,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .innerJoin(customers, eq(customers.id, apiTokens.customerId))
    .where(eq(apiTokens.tokenHash, hashSecretToken(token)));
  if (!row || row.kind === "refresh" || row.revokedAt || row.expiresAt <= now) return null;
  if (row.kind === "simple") {
    const idleFor = now.getTime() - row.lastSeenAt.getTime();
    if (idleFor >= SESSION_IDLE_MS) return null;
    if (idleFor >= LAST_SEEN_RESOLUTION_MS) {
      await db.update(apiTokens).set({ lastSeenAt: now }).where(eq(apiTokens.id, row.id));
    }
  }
  return toCustomer(row.customer);
}

const sessionExpired = () => new AppError("unauthorized", "Session expired");

/**
 * A spent refresh token presented again this soon is a second tab or a retried request that
 * lost the race, not a theft: it is refused without revoking the family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Trades a refresh token for a new pair in the same family; the old refresh token is spent.
 * A spent one presented again (past the grace) means it was copied: the whole family is
 * revoked, so the thief's and the owner's tokens both stop working and the owner signs in
 * again. Spending, issuing and revoking happen in one transaction holding the family's rows.
 */
export async function refreshTokenPair(
  db: Database,
  refreshToken: string,
  now = new Date(),
): Promise<TokenPair & { customer: Customer }> {
  if (!isPlausibleToken(refreshToken)) throw sessionExpired();
  const tokenHash = hashSecretToken(refreshToken);
  const [presented] = await db
    .select({ customerId: apiTokens.customerId, familyId: apiTokens.familyId })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), eq(apiTokens.kind, "refresh")));
  if (!presented?.familyId) throw sessionExpired();
  const family = { customerId: presented.customerId, familyId: presented.familyId };
  const refreshed = await db.transaction((tx) => refreshInFamily(tx, family, tokenHash, now));
  if (!refreshed) throw sessionExpired();
  return refreshed;
}

interface RefreshFamily {
  customerId: number;
  familyId: string;
}

/** The answer of a refresh, or null (after revoking the family when the token was reused). */
async function refreshInFamily(tx: Database, family: RefreshFamily, tokenHash: string, now: Date) {
  // The customer row first, as a password reset does, so a reset running now either
  // revoked this token before it is read below or waits and then revokes the new pair.
  const [customer] = await tx
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.id, family.customerId))
    .for("share");
  if (!customer) return null;
  await lockFamily(tx, family.familyId);
  const [token] = await tx
    .select({
      id: apiTokens.id,
      usedAt: apiTokens.usedAt,
      revokedAt: apiTokens.revokedAt,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, tokenHash));
  if (!token || token.revokedAt) return null;
  if (token.usedAt) {
    const spentFor = now.getTime() - token.usedAt.getTime();
    if (spentFor >= REFRESH_REUSE_GRACE_MS) await revokeFamily(tx, family.familyId, now);
    return null;
  }
  if (token.expiresAt <= now) return null;
  await tx
    .update(apiTokens)
    .set({ usedAt: now, lastSeenAt: now })
    .where(eq(apiTokens.id, token.id));
  const pair = await insertTokenPair(tx, family.customerId, {
    familyId: family.familyId,
    familyStartedAt: await familyStartedAt(tx, family.familyId),
    now,
  });
  return { ...pair, customer: toCustomer(customer) };
}

/**
 * Locks every token of the family until the transaction ends (in id order, the same for
 * everyone), so refreshes, reuse revocations and sign-outs of one family run one after
 * the other and each sees the tokens the one before issued.
 */
async function lockFamily(tx: Database, familyId: string) {
  await tx
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(eq(apiTokens.familyId, familyId))
    .orderBy(apiTokens.id)
    .for("update");
}

/** When the sign-in that started the family issued its first pair. */
async function familyStartedAt(tx: Database, familyId: string) {
  const [row] = await tx
    .select({ startedAt: min(apiTokens.createdAt) })
    .from(apiTokens)
    .where(eq(apiTokens.familyId, familyId));
  if (!row?.startedAt) throw new Error(`Refresh family ${familyId} has no tokens.`);
  return row.startedAt;
}

async function revokeFamily(tx: Database, familyId: string, now: Date) {
  await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.familyId, familyId), isNull(apiTokens.revokedAt)));
}

/** Signs one API client out: the token, and with an access token its refresh family too. */
export async function revokeApiToken(db: Database, token: string | undefined, now = new Date()) {
  if (!isPlausibleToken(token)) return;
  const tokenHash = hashSecretToken(token);
  const [row] = await db
    .select({ familyId: apiTokens.familyId })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, tokenHash));
  if (!row) return;
  const { familyId } = row;
  if (!familyId) {
    await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.tokenHash, tokenHash));
    return;
  }
  await db.transaction(async (tx) => {
    await lockFamily(tx, familyId);
    await revokeFamily(tx, familyId, now);
  });
}
