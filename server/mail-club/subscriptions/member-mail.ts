import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/** What every Mail Club e-mail to a member starts from: who, and the shop's name and links. */
export async function memberMailBase(tx: Database, services: PaymentServices, customerId: number) {
  // One after the other: `tx` is a transaction's single connection.
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const settings = await getShopSettings(tx);
  if (!customer) throw new Error(`Customer ${customerId} of a subscription is missing.`);
  return {
    to: customer.email,
    firstName: customer.firstName,
    shopName: settings.shopName,
    accountUrl: `${services.publicUrl}/account`,
    ownerEmail: services.ownerEmail ?? settings.ownerEmail,
    timeZone: services.timeZone,
  };
}
