import { eq } from "drizzle-orm";
import { customerColumns, findCustomerById, toCustomer } from "#server/accounts/customer-row.ts";
import type { Customer, EmailPreferences, PostalAddress } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

const notFound = () => new AppError("not_found", "Customer not found");

export async function getCustomer(db: Database, id: number): Promise<Customer | null> {
  return findCustomerById(db, id);
}

export interface CustomerDetailsChange {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  shippingAddress?: PostalAddress | null;
}

/** Changes the given fields only; the email is never one of them (spec §2). */
export async function updateCustomerDetails(
  db: Database,
  id: number,
  change: CustomerDetailsChange,
): Promise<Customer> {
  const values = Object.fromEntries(
    Object.entries({
      firstName: change.firstName?.trim(),
      lastName: change.lastName?.trim(),
      phone: change.phone === undefined ? undefined : change.phone?.trim() || null,
      shippingAddress: change.shippingAddress,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<typeof customers.$inferInsert>;
  if (Object.keys(values).length === 0) {
    const customer = await findCustomerById(db, id);
    if (!customer) throw notFound();
    return customer;
  }
  const [row] = await db
    .update(customers)
    .set(values)
    .where(eq(customers.id, id))
    .returning(customerColumns);
  if (!row) throw notFound();
  return toCustomer(row);
}

export async function updateEmailPreferences(
  db: Database,
  id: number,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const [row] = await db
    .update(customers)
    .set({
      emailPreferences: {
        marketing: preferences.marketing,
        orderUpdates: preferences.orderUpdates,
        newsletter: preferences.newsletter,
      },
    })
    .where(eq(customers.id, id))
    .returning({ emailPreferences: customers.emailPreferences });
  if (!row) throw notFound();
  return row.emailPreferences;
}
