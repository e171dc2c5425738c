/** How the order history shows its values (spec §2 /orders, decisions.md 10). */

const placedFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Mar 5, 2025'; a dash when the date is missing or invalid. */
export function formatPlaced(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : placedFormat.format(date);
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
