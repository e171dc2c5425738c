import type { RideAlongView } from "#app/components/checkout/ride-along-choice.tsx";
import type { Customer } from "#server/accounts/types.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import type { CartLine } from "#server/cart/types.ts";
import type { Database } from "#server/db/client.ts";
import { rideAlongOffer } from "#server/mail-club/ride-along/ride-along-membership.ts";
import { rideAlongMessages } from "#server/mail-club/ride-along/ride-along-messages.ts";

/**
 * The checkout's "Send with my next Mail Club issue" for a signed-in member (decision 030):
 * the choice with the issue and the membership's address, or, when an item does not fit, the
 * rule said plainly; null for anyone else. The order's workflow checks it all again.
 */
export async function checkoutRideAlong(
  db: Database,
  customer: Customer | null,
  lines: readonly CartLine[],
  clock: { now: Date; timeZone: string },
): Promise<RideAlongView | null> {
  const offer = await rideAlongOffer(
    db,
    customer,
    lines.map((line) => ({
      title: line.product.title,
      kind: line.product.kind,
      fitsInEnvelope: line.fitsInEnvelope,
    })),
    clock,
  );
  if (!offer) return null;
  if (!offer.available) return { available: false, note: rideAlongMessages.onlyWhenAllFit };
  return {
    available: true,
    label: rideAlongMessages.option(offer.issue),
    addressLines: addressDisplayLines(offer.deliveryAddress),
  };
}
