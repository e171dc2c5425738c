import { eq } from "drizzle-orm";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";

/** Every column but the password hash, which never leaves the accounts code. */
export const customerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  customerNumber: customers.customerNumber,
  credentialsVersion: customers.credentialsVersion,
  emailVerified: customers.emailVerified,
  emailPreferences: customers.emailPreferences,
  shippingAddress: customers.shippingAddress,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

export type CustomerRow = Omit<Customer, "fullName">;

export function toCustomer(row: CustomerRow): Customer {
  return {
    ...row,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(" "),
    emailPreferences: { ...row.emailPreferences },
    shippingAddress: row.shippingAddress ? { ...row.shippingAddress } : null,
  };
}

export async function findCustomerById(db: Database, id: number): Promise<Customer | null> {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
  return row ? toCustomer(row) : null;
}

/** Emails are stored trimmed and lower-cased; every lookup normalises the same way. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}
