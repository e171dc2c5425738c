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

const trackingPages: { match: RegExp; url: (number: string) => string }[] = [
  {
    match: /fedex/i,
    url: (number) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`,
  },
  {
    match: /usps/i,
    url: (number) =>
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(number)}`,
  },
  {
    match: /ups/i,
    url: (number) => `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}`,
  },
];

/**
 * The carrier's tracking page when the carrier's name contains USPS, UPS or FedEx (USPS is
 * checked before UPS, which it contains); null for any other carrier or no number.
 */
export function trackingUrl(carrier: string | null, number: string | null): string | null {
  if (!carrier || !number?.trim()) return null;
  const page = trackingPages.find((candidate) => candidate.match.test(carrier));
  return page ? page.url(number.trim()) : null;
}
