import { and, eq, isNull, ne, or } from "drizzle-orm";
import {
  type CustomerCredentials,
  lockUnchangedCredentials,
} from "#server/accounts/credentials-version.ts";
import { customerColumns, toCustomer } from "#server/accounts/customer-row.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { apiTokens, customerSessions, customers } from "#server/db/schema.ts";
import { createSecretToken, hashSecretToken, isPlausibleToken } from "#server/lib/secret-token.ts";

/** Signed out after 24 hours without a request (spec §9)… */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** …and after 30 days whatever the activity. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/**
 * A new session with a new token (a new id at every sign-in, so a planted one is useless);
 * refused when the password changed since it was checked.
 */
export async function startSession(db: Database, customer: CustomerCredentials, now = new Date()) {
  const token = createSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.transaction(async (tx) => {
    await lockUnchangedCredentials(tx, customer);
    await tx.insert(customerSessions).values({
      tokenHash: hashSecretToken(token),
      customerId: customer.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/** The signed-in customer of a session token, or null when it is unknown or has expired. */
export async function findSessionCustomer(
  db: Database,
  token: string | undefined,
  now = new Date(),
): Promise<Customer | null> {
  if (!isPlausibleToken(token)) return null;
  const tokenHash = hashSecretToken(token);
  const [row] = await db
    .select({
      customer: customerColumns,
      sessionId: customerSessions.id,
      lastSeenAt: customerSessions.lastSeenAt,
      expiresAt: customerSessions.expiresAt,
    })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(customerSessions.tokenHash, tokenHash));
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor >= SESSION_IDLE_MS || row.expiresAt <= now) {
    await db.delete(customerSessions).where(eq(customerSessions.id, row.sessionId));
    return null;
  }
  if (idleFor >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(customerSessions)
      .set({ lastSeenAt: now })
      .where(eq(customerSessions.id, row.sessionId));
  }
  return toCustomer(row.customer);
}

export async function endSession(db: Database, token: string | undefined) {
  if (!isPlausibleToken(token)) return;
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashSecretToken(token)));
}

/**
 * Signs the customer out everywhere: every web session and every API token, except the
 * session or API token (with its refresh family) given as `exceptToken`, so whoever changed
 * the password stays signed in where they did it.
 */
export async function endCustomerSessions(
  db: Database,
  customerId: number,
  options: { exceptToken?: string; now?: Date } = {},
) {
  const keepHash =
    options.exceptToken && isPlausibleToken(options.exceptToken)
      ? hashSecretToken(options.exceptToken)
      : undefined;
  await db
    .delete(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        keepHash ? ne(customerSessions.tokenHash, keepHash) : undefined,
      ),
    );
  const [kept] = keepHash
    ? await db
        .select({ id: apiTokens.id, familyId: apiTokens.familyId })
        .from(apiTokens)
        .where(and(eq(apiTokens.tokenHash, keepHash), eq(apiTokens.customerId, customerId)))
    : [];
  await db
    .update(apiTokens)
    .set({ revokedAt: options.now ?? new Date() })
    .where(
      and(
        eq(apiTokens.customerId, customerId),
        isNull(apiTokens.revokedAt),
        kept ? ne(apiTokens.id, kept.id) : undefined,
        kept?.familyId
          ? or(isNull(apiTokens.familyId), ne(apiTokens.familyId, kept.familyId))
          : undefined,
      ),
    );
}
