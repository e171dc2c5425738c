import { z } from "zod";
import { type ShippingCarrier, shippingCarriers } from "#server/orders/carriers.ts";

/**
 * What each carrier's tracking numbers look like, once spaces are taken out and letters
 * upper-cased, with the words the maker reads when a number does not fit.
 */
const trackingFormats: Record<ShippingCarrier, { pattern: RegExp; expected: string }> = {
  USPS: {
    // IMpb (20–22 digits, or 26/30/34 with the ZIP routing prefix) or an S10 like EA123456789US.
    pattern: /^(\d{20,22}|\d{26}|\d{30}|\d{34}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    expected: "20 to 22 digits, or 13 characters like EA123456789US",
  },
  UPS: {
    pattern: /^(1Z[0-9A-Z]{16}|T\d{10}|\d{9}|\d{26})$/,
    expected: "18 characters starting with 1Z, like 1Z999AA10123456784",
  },
  FedEx: {
    pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
    expected: "12, 15, 20 or 22 digits",
  },
  Other: {
    pattern: /^[A-Z0-9][A-Z0-9-]{3,39}$/,
    expected: "4 to 40 letters, digits or hyphens",
  },
};

export const shipmentMessages = {
  carrier: "Choose the carrier: USPS, UPS, FedEx or Other.",
  trackingRequired: "Enter the tracking number.",
  carrierName: "The carrier's name can be at most 40 characters.",
} as const;

/** The number as carriers print it, without the spaces a label groups digits with. */
export function normalizeTrackingNumber(text: string) {
  return text.replace(/\s+/g, "").toUpperCase();
}

/**
 * The ship form: a carrier, its tracking number (checked against the carrier's format), and
 * for Other an optional name (DHL, Royal Mail…) that the customer sees instead of 'Other'.
 */
export const shipmentSchema = z
  .object({
    carrier: z.enum(shippingCarriers, { error: shipmentMessages.carrier }),
    trackingNumber: z
      .string({ error: shipmentMessages.trackingRequired })
      .transform(normalizeTrackingNumber)
      .pipe(z.string().min(1, shipmentMessages.trackingRequired)),
    carrierName: z
      .string()
      .optional()
      .transform((name) => name?.replace(/\s+/g, " ").trim() ?? "")
      .pipe(z.string().max(40, shipmentMessages.carrierName)),
  })
  .superRefine((shipment, issues) => {
    const format = trackingFormats[shipment.carrier];
    if (shipment.trackingNumber && !format.pattern.test(shipment.trackingNumber)) {
      const carrier = shipment.carrier === "Other" ? "A" : `A ${shipment.carrier}`;
      issues.addIssue({
        code: "custom",
        path: ["trackingNumber"],
        message: `${carrier} tracking number has ${format.expected}.`,
      });
    }
  })
  .transform((shipment) => ({
    trackingNumber: shipment.trackingNumber,
    /** What is stored and shown: the carrier, or the name given for Other. */
    trackingCarrier:
      shipment.carrier === "Other" ? shipment.carrierName || "Other" : shipment.carrier,
  }));

export type Shipment = z.output<typeof shipmentSchema>;
