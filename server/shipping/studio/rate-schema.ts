/** What the maker types for one weight band of a method in a zone: up to so many grams, a price. */
import { z } from "zod";
import { idField } from "#server/catalogue/studio/schema-fields.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { shippingEditMessages as messages } from "./edit-messages.ts";
import { priceField, upToGramsField } from "./shipping-fields.ts";

const bandSchema = z.object({ upToGrams: upToGramsField, price: priceField });
const newBandSchema = bandSchema.extend({ zoneId: idField(messages.zoneNotFound) });

export type BandInput = z.input<typeof bandSchema>;
export type NewBandInput = z.input<typeof newBandSchema>;

/** A band's weight and price, or bad_request with each field's message. */
export function parseBand(input: unknown) {
  return parseInput(bandSchema, input, { message: messages.invalid, byField: true });
}

/** A new band: its zone too. */
export function parseNewBand(input: unknown) {
  return parseInput(newBandSchema, input, { message: messages.invalid, byField: true });
}
