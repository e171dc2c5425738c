/**
 * Money as the shop shows and sends it. Amounts are whole cents everywhere (decision 003);
 * these are the only places they become text.
 */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** '$1,200.00' from 120000 cents; '$0.00' when the amount is missing or not a number (spec §9). */
export function formatMoney(cents: number | null | undefined): string {
  return usd.format(typeof cents === "number" && Number.isFinite(cents) ? cents / 100 : 0);
}

/** '1200.00' from 120000 cents: a plain decimal for forms, CSV cells and machine-read data. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** 8.88 from 888 cents: a JSON number of dollars (the API's prices and totals). */
export function dollarsOf(cents: number): number {
  return Math.round(cents) / 100;
}
