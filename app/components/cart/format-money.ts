const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** '$8.88' from 888 cents; '$0.00' when the amount is missing or not a number (spec §9). */
export function formatMoney(cents: number | null | undefined): string {
  return usd.format(typeof cents === "number" && Number.isFinite(cents) ? cents / 100 : 0);
}
