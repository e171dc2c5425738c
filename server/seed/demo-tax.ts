import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Transaction } from "#server/db/client.ts";
import { projectRoot } from "#server/paths.ts";
import { writeTaxSettings } from "#server/tax/tax-registrations.ts";
import { loadUsRates, readUsRatesCsv } from "#server/tax/us-rates-csv.ts";

export const DEMO_RATES_FILE = "new-york-rates.csv";

/**
 * The demo shop collects tax (issue 44): registered in New York, its home state, with the
 * New York rates by ZIP from `server/seed/demo-tax/`, and for VAT on downloads sold to EU
 * consumers under the non-Union scheme. The registration numbers are made up.
 */
export async function insertDemoTax(tx: Transaction, now: Date) {
  await writeTaxSettings(tx, {
    registrations: [
      { kind: "us_state", region: "NY", number: "NY-DEMO-0001", isHome: true },
      { kind: "eu_non_union", region: "EU", number: "EU372000041", isHome: false },
    ],
    usTaxedClasses: ["physical", "club"],
  });
  const file = path.join(projectRoot, "server/seed/demo-tax", DEMO_RATES_FILE);
  const rows = readUsRatesCsv(await readFile(file, "utf8"));
  // From the start of the year before: the demo's history orders fall inside it.
  const appliesFrom = `${now.getUTCFullYear() - 1}-01-01`;
  await loadUsRates(tx, rows, { appliesFrom, source: DEMO_RATES_FILE });
  return { taxRates: rows.length };
}
