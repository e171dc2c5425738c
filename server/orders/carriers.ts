/**
 * The carriers an order ships with (decisions.md 10): USPS, UPS and FedEx link to their
 * tracking pages; any other carrier is shown as plain text. Shared by the studio, the
 * shipping e-mail and the customer's order history, so a link is built in one place.
 */
export const shippingCarriers = ["USPS", "UPS", "FedEx", "Other"] as const;
export type ShippingCarrier = (typeof shippingCarriers)[number];

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
