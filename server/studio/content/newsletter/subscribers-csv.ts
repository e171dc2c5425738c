import { desc } from "drizzle-orm";
import { csvLines } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { subscriberColumns } from "./list-newsletter-subscribers.ts";

const header = ["Email", "Status", "Consented At (UTC)", "Unsubscribed At (UTC)"];

/** '2026-03-05 14:30:00': sorts as text and reads the same in every spreadsheet. */
function utc(time: Date | null) {
  return time ? time.toISOString().slice(0, 19).replace("T", " ") : "";
}

/**
 * Every newsletter sign-up as RFC 4180 CSV (CRLF line ends, a header row), newest first: the
 * address, whether it is still subscribed, and when it consented and left, as a record of
 * consent for a mailing tool. Who exported the list and when goes into the audit log: it is
 * the visitors' personal data leaving the shop.
 */
export async function newsletterSubscribersCsv(
  db: Database,
  account: StudioAccount,
): Promise<string> {
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.id));
  const lines = rows.map((row) => [
    row.email,
    row.unsubscribedAt ? "Unsubscribed" : "Subscribed",
    utc(row.consentedAt),
    utc(row.unsubscribedAt),
  ]);
  await recordStudioChange(db, account, {
    action: "newsletter.export",
    subject: "newsletter",
    details: { rows: rows.length },
  });
  return csvLines([header, ...lines]);
}
