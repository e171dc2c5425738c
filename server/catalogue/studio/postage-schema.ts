/**
 * The studio's postage fields of a product: its packed weight in whole grams and whether it
 * fits in a letter (server/shipping prices a parcel by them), and whether it may ride in a
 * member's Mail Club envelope (decision 030). Only a physical product is
 * posted: any other is stored weighing nothing, whatever the fields say.
 */
import { z } from "zod";
import type { ProductKind } from "#server/db/schema.ts";
import { productLimits } from "./product-limits.ts";
import { productMessages } from "./product-messages.ts";
import { blank, checkbox } from "./schema-fields.ts";

/** Blank is 0 g. */
const weightGrams = blank
  .pipe(z.string().regex(/^\d{0,9}$/, { error: productMessages.weightInvalid }))
  .transform((value) => (value === "" ? 0 : Number(value)))
  .pipe(z.number().max(productLimits.weightGrams, { error: productMessages.weightTooHigh }));

export const postageFormFields = { weightGrams, fitsInLetter: checkbox, fitsInEnvelope: checkbox };

type PostageForm = z.output<z.ZodObject<typeof postageFormFields>>;

/** The product's postage columns: its own for a physical product, nothing for the others. */
export function postageOf(form: PostageForm & { kind: ProductKind }) {
  return form.kind === "physical"
    ? {
        weightGrams: form.weightGrams,
        fitsInLetter: form.fitsInLetter,
        fitsInEnvelope: form.fitsInEnvelope,
      }
    : { weightGrams: 0, fitsInLetter: false, fitsInEnvelope: false };
}
