import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers, subscriptions } from "#server/db/schema.ts";
import { liveStatuses } from "#server/mail-club/subscriptions/subscription-row.ts";

export interface AddressWithoutCountry {
  /** The member's page in the studio, when the address is a running membership's. */
  subscriptionId: number | null;
  name: string;
  email: string;
  use: "Mail Club delivery" | "Saved shipping address";
}

/**
 * Addresses saved as "Other" before every country was listed (decision 021): they name no
 * country, so nothing can be posted to them until the customer picks one. Members first.
 */
export async function addressesWithoutCountry(db: Database): Promise<AddressWithoutCountry[]> {
  const members = await db
    .select({
      subscriptionId: subscriptions.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        inArray(subscriptions.status, liveStatuses),
        sql`${subscriptions.deliveryAddress}->>'country' = 'OTHER'`,
      ),
    )
    .orderBy(subscriptions.id);
  const saved = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(sql`${customers.shippingAddress}->>'country' = 'OTHER'`)
    .orderBy(customers.id);
  return [
    ...members.map((member) => ({
      subscriptionId: member.subscriptionId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      use: "Mail Club delivery" as const,
    })),
    ...saved.map((customer) => ({
      subscriptionId: null,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      use: "Saved shipping address" as const,
    })),
  ];
}
