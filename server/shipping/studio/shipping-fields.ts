/** Field builders of the studio's postage forms: amounts in dollars, an order, a weight band. */
import { z } from "zod";
import { productLimits } from "#server/catalogue/studio/product-limits.ts";
import { dollarsToCents } from "#server/catalogue/studio/product-schema.ts";
import { blank } from "#server/catalogue/studio/schema-fields.ts";
import { shippingEditMessages as messages } from "./edit-messages.ts";

/** The heaviest band: far above any parcel, far below the integer column's limit. */
export const MAX_BAND_GRAMS = 100_000;

const DOLLARS = /^(?:\d{1,9}(?:\.\d{0,2})?|\.\d{1,2})$/;

/** An amount as typed ('5.50', '$35', '1,200') in cents; a minus sign gets a message of its own. */
function amount(invalid: string, negative: string) {
  return z
    .string()
    .refine((value) => !value.startsWith("-"), { error: negative, abort: true })
    .regex(DOLLARS, { error: invalid })
    .transform(dollarsToCents)
    .pipe(z.number().max(productLimits.priceCents, { error: messages.amountTooHigh }));
}

const typedAmount = blank.transform((value) => value.replace(/^\$\s*/, "").replaceAll(",", ""));

/** A price that must be given, 0 or more. */
export const priceField = typedAmount
  .pipe(z.string().min(1, { error: messages.priceRequired }))
  .pipe(amount(messages.priceInvalid, messages.priceNegative));

/** A zone's free-shipping threshold: null when blank (never free). */
export const freeOverField = typedAmount
  .transform((value) => value || null)
  .pipe(amount(messages.freeOverInvalid, messages.freeOverNegative).nullable());

/** Where a zone or method comes in its list; blank is 0. */
export const positionField = blank
  .pipe(z.string().regex(/^\d{0,4}$/, { error: messages.positionInvalid }))
  .transform(Number);

/** The heaviest parcel a band takes, in whole grams. */
export const upToGramsField = blank
  .pipe(z.string().min(1, { error: messages.weightRequired }))
  .pipe(z.string().regex(/^\d{1,9}$/, { error: messages.weightInvalid }))
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, { error: messages.weightOutOfRange })
      .max(MAX_BAND_GRAMS, { error: messages.weightOutOfRange }),
  );
