import { z } from "zod";
import {
  imageMessages,
  MAX_ALT_LENGTH,
} from "#server/catalogue/studio/images/image-upload-limits.ts";
import { requiredLine } from "#server/catalogue/studio/schema-fields.ts";

export const imageAltSchema = requiredLine(MAX_ALT_LENGTH, imageMessages.altRequired);

const id = z.number().int().positive().max(2_147_483_647);

/** `3,1,2`: every picture of the product, in the order wanted. */
export const imageOrderSchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: imageMessages.orderOutdated })
  .transform((text) => text.split(",").map(Number))
  .pipe(z.array(id));
