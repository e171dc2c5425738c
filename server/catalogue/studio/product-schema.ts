/**
 * The product the maker edits in the studio, as one schema: form fields (or a CSV row's
 * cells, all text) in, typed values out. Create adds whether the product starts in the shop.
 */
import { z } from "zod";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "#server/catalogue/slugify.ts";
import { productKind } from "#server/db/schema.ts";
import { personalisationFormFields, personalisationProblems } from "./personalisation-schema.ts";
import { postageFormFields } from "./postage-schema.ts";
import { productLimits, subscriptionIntervals } from "./product-limits.ts";
import { productMessages } from "./product-messages.ts";
import {
  blank,
  checkbox,
  idField,
  idList,
  lineText,
  optionalLongText,
  requiredLine,
} from "./schema-fields.ts";

/** '4.5', '$1,200.00', '.75' → cents, without floating point. */
export function dollarsToCents(dollars: string) {
  const [whole = "", fraction = ""] = dollars.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

const price = blank
  .transform((value) => value.replace(/^\$\s*/, "").replaceAll(",", ""))
  .pipe(
    z
      .string()
      .min(1, { error: productMessages.priceRequired })
      .regex(/^(?:\d{1,9}(?:\.\d{0,2})?|\.\d{1,2})$/, { error: productMessages.priceInvalid }),
  )
  .transform(dollarsToCents)
  .pipe(z.number().max(productLimits.priceCents, { error: productMessages.priceTooHigh }));

/** Blank: made to order (null); 0: unavailable; else the units in stock. */
const stock = blank
  .pipe(z.string().regex(/^\d{0,9}$/, { error: productMessages.stockInvalid }))
  .transform((value) => (value === "" ? null : Number(value)))
  .pipe(z.number().max(productLimits.stock, { error: productMessages.stockTooHigh }).nullable());

const slug = blank
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .max(MAX_SLUG_LENGTH, { error: productMessages.tooLong(MAX_SLUG_LENGTH) })
      .refine((value) => value === "" || SLUG_PATTERN.test(value), {
        error: productMessages.slugInvalid,
      }),
  )
  .transform((value) => value || null);

const sku = blank
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .max(productLimits.sku, { error: productMessages.tooLong(productLimits.sku) })
      .regex(/^(?:[A-Z0-9][A-Z0-9._-]*)?$/, { error: productMessages.skuInvalid }),
  )
  .transform((value) => value || null);

const kind = blank
  .transform((value) => value || "physical")
  .pipe(z.enum(productKind.enumValues, { error: productMessages.kindInvalid }));

const interval = blank
  .pipe(z.enum(["", ...subscriptionIntervals], { error: productMessages.intervalInvalid }))
  .transform((value) => value || null);

const planId = blank
  .pipe(
    z
      .string()
      .max(productLimits.planId, { error: productMessages.tooLong(productLimits.planId) })
      .regex(/^[A-Za-z0-9_-]*$/, { error: productMessages.planIdInvalid }),
  )
  .transform((value) => value || null);

const videoPath = blank
  .pipe(
    z
      .string()
      .max(productLimits.videoPath, { error: productMessages.tooLong(productLimits.videoPath) })
      .regex(/^(?:(?:\/(?![/\\])|https:\/\/)\S+)?$/, { error: productMessages.videoPathInvalid }),
  )
  .transform((value) => value || null);

const section = optionalLongText(productLimits.section);

const kindReadsWell = ({ value }: { value: unknown }) =>
  typeof (value as { kind?: unknown } | undefined)?.kind === "string";

export const productFieldsSchema = z
  .object({
    title: requiredLine(productLimits.title, productMessages.titleRequired),
    slug,
    sku,
    kind,
    productTypeId: idField(productMessages.typeRequired),
    price,
    stock,
    ...postageFormFields,
    description: optionalLongText(productLimits.description).transform((text) => text ?? ""),
    isPopular: checkbox,
    subCategoryIds: idList(productMessages.subCategoriesInvalid),
    topicIds: idList(productMessages.topicsInvalid),
    metaTitle: lineText(productLimits.metaTitle).transform((text) => text || null),
    metaDescription: optionalLongText(productLimits.metaDescription),
    inheritedDescription: section,
    inheritedSpecs: section,
    inheritedInstructions: section,
    includedText: section,
    subscriptionInterval: interval,
    paypalPlanId: planId,
    previewVideoWebm: videoPath,
    previewVideoMp4: videoPath,
    ...personalisationFormFields,
  })
  .refine((product) => product.kind !== "subscription" || Boolean(product.paypalPlanId), {
    error: productMessages.planIdRequired,
    path: ["paypalPlanId"],
    // Checked with the other fields' errors, as soon as the kind reads well.
    when: kindReadsWell,
  })
  .superRefine((product, context) => {
    for (const { field, message } of personalisationProblems(product)) {
      context.addIssue({ code: "custom", message, path: [field], input: product[field] });
    }
  });

/** What the studio's product form sends (all text, lists for the ticked boxes). */
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;
export type ProductFields = z.output<typeof productFieldsSchema>;

export const createProductSchema = productFieldsSchema.and(z.object({ isActive: checkbox }));
export type CreateProductInput = z.input<typeof createProductSchema>;
