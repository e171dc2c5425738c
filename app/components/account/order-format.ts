/** How the order history shows its values (spec §2 /orders, decisions.md 10). */

/**
 * 'Mar 5, 2025', the day in the shop's time zone (as the rest of the shop counts days); a
 * dash when the date is missing or invalid.
 */
export function formatPlaced(value: Date | string | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  const format = { month: "short", day: "numeric", year: "numeric", timeZone } as const;
  return new Intl.DateTimeFormat("en-US", format).format(date);
}

/** 'pending_payment' → 'Pending Payment': separators become spaces, each word capitalised. */
export function formatStatus(status: string): string {
  return status
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** The page that shows one order to its customer: the same page the checkout ends on. */
export function orderPath(orderId: number): string {
  return `/order-complete/${orderId}`;
}

/** The carrier's tracking page (USPS, UPS, FedEx) or null: one table for every screen and e-mail. */
export { trackingUrl } from "#server/orders/carriers.ts";
