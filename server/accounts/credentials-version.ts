import { and, eq, sql } from "drizzle-orm";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/** Who a session or token is for, and the credentials version their password was checked at. */
export type CustomerCredentials = Pick<Customer, "id" | "credentialsVersion">;

export const credentialsChangedMessage = "Your password was just changed. Please sign in again.";

/** The value a password reset or change sets, in the statement that sets the new hash. */
export const nextCredentialsVersion = sql`${customers.credentialsVersion} + 1`;

/**
 * Inside a transaction that is about to create a session or token: refuses when the password
 * was reset or changed since it was checked, and otherwise share-locks the customer row until
 * the transaction ends. A reset running at the same time either commits first (the row then
 * no longer matches) or waits for this transaction and then ends what it created.
 */
export async function lockUnchangedCredentials(tx: Database, credentials: CustomerCredentials) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.id, credentials.id),
        eq(customers.credentialsVersion, credentials.credentialsVersion),
      ),
    )
    .for("share");
  if (!row) throw new AppError("unauthorized", credentialsChangedMessage);
}
