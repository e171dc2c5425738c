import { HOME_COUNTRY } from "#server/addresses/address-format.ts";
import { loadServedCountries, unservedCountryMessage } from "#server/addresses/served-countries.ts";
import type { Database } from "#server/db/client.ts";
import type { PostalAddress, SubscriptionPlan } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";

/**
 * Refuses an address the plan is not mailed to (decisions.md 13): the USA plan mails within
 * the USA only, the international one to the countries the maker serves (the studio's
 * settings). The refusal is the address's country field's.
 */
export async function assertPlanMailsTo(
  db: Database,
  plan: SubscriptionPlan,
  address: PostalAddress,
  field = "shippingAddress.country",
) {
  if (plan === "usa") {
    if (address.country !== HOME_COUNTRY) {
      throw new AppError("bad_request", subscriptionMessages.usaOnly, { field });
    }
    return;
  }
  const served = await loadServedCountries(db);
  const refusal = unservedCountryMessage(address.country, served.club, "club");
  if (refusal) throw new AppError("bad_request", refusal, { field });
}
