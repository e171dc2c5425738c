import { sql } from "drizzle-orm";
import { hashPassword } from "#server/accounts/passwords.ts";
import type { Transaction } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import type { DemoCalendar } from "#server/seed/demo-history/demo-calendar.ts";
import { DEMO_SIGN_IN, demoEmail, demoPeople } from "#server/seed/demo-history/demo-people.ts";

export interface DemoCustomer {
  id: number;
  email: string;
}

/**
 * The demo people with accounts, made half a year ago. One argon2 hash in all (it costs
 * tens of milliseconds): the sign-in account's; the others have no password, as a Mail Club
 * member's account may not (decision 010).
 */
export async function insertDemoCustomers(tx: Transaction, calendar: DemoCalendar) {
  const signInHash = await hashPassword(DEMO_SIGN_IN.password);
  const people = demoPeople.filter((person) => !person.guest);
  const rows = await tx
    .insert(customers)
    .values(
      people.map((person, index) => {
        const since = calendar.at(-7, 2 + index);
        return {
          email: demoEmail(person.key),
          passwordHash: person.key === DEMO_SIGN_IN.key ? signInHash : null,
          firstName: person.firstName,
          lastName: person.lastName,
          customerNumber: `pending-demo-${person.key}`,
          emailVerified: true,
          shippingAddress: person.address,
          createdAt: since,
          updatedAt: since,
        };
      }),
    )
    .returning({ id: customers.id, email: customers.email });
  // Numbered as registerCustomer numbers them: C-10001 for the row with id 1.
  await tx.execute(
    sql`update ${customers} set customer_number = 'C-' || (10000 + id)
        where customer_number like 'pending-demo-%'`,
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const byKey = new Map<string, DemoCustomer>();
  for (const person of people) {
    const row = byEmail.get(demoEmail(person.key));
    if (row) byKey.set(person.key, row);
  }
  return byKey;
}
