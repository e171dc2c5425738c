import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers, orders } from "#server/db/schema.ts";

/**
 * Gives a customer the guest orders placed with their e-mail (customerId null, same
 * address). Only for an address the customer has proved is theirs: it does nothing unless
 * the account's e-mail is verified, so registering someone else's address shows none of
 * their orders. Returns how many orders joined the account.
 */
export async function attachGuestOrders(db: Database, customerId: number): Promise<number> {
  const [customer] = await db
    .select({ email: customers.email, emailVerified: customers.emailVerified })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer?.emailVerified) return 0;
  const attached = await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), eq(orders.customerEmail, customer.email)))
    .returning({ id: orders.id });
  return attached.length;
}
