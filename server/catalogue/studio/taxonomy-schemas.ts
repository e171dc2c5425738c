/**
 * What the maker types to add or rename a product type, a sub-category or a topic. Slugs are
 * given once, when the entry is made (blank: from the name), because they are in addresses.
 */
import { z } from "zod";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "#server/catalogue/slugify.ts";
import { blank, idField, lineText, optionalLongText, requiredLine } from "./schema-fields.ts";

export const taxonomyMessages = {
  nameRequired: "Please enter a name",
  slugInvalid: "Use lower-case letters, digits and single hyphens, like washi-tape",
  codeInvalid: "Use 2 to 10 capital letters or digits, like STK",
  emojiInvalid: "Use at most one emoji or a few characters",
  typeRequired: "Please choose the product type it belongs to",
  typeSlugTaken: (name: string) => `The product type “${name}” already has this slug.`,
  typeCodeTaken: (name: string) => `The product type “${name}” already has this code.`,
  subSlugTaken: (name: string) => `The sub-category “${name}” of this type already has this slug.`,
  topicSlugTaken: (name: string) => `The topic “${name}” already has this slug.`,
  typeInUse: (name: string, count: number) =>
    `“${name}” still has ${count} ${count === 1 ? "product" : "products"}. Move them to another type first.`,
  typeSubsInUse: (name: string) =>
    `A sub-category of “${name}” is still given to products. Take it off them first.`,
  subInUse: (name: string, count: number) =>
    `“${name}” is still given to ${count} ${count === 1 ? "product" : "products"}. Take it off them first.`,
  topicInUse: (name: string, count: number) =>
    `“${name}” is still given to ${count} ${count === 1 ? "product" : "products"}. Take it off them first.`,
  notFound: "This entry no longer exists.",
  invalid: "Please fix the fields marked below",
} as const;

const name = requiredLine(80, taxonomyMessages.nameRequired);

const slug = blank
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .max(MAX_SLUG_LENGTH, { error: taxonomyMessages.slugInvalid })
      .refine((value) => value === "" || SLUG_PATTERN.test(value), {
        error: taxonomyMessages.slugInvalid,
      }),
  )
  .transform((value) => value || null);

const code = blank
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^(?:[A-Z0-9]{2,10})?$/, { error: taxonomyMessages.codeInvalid }))
  .transform((value) => value || null);

const includedText = optionalLongText(1_000);

export const productTypeSchema = z.object({ name, slug, code, includedText });
export const productTypeUpdateSchema = z.object({ name, code, includedText });

export const subCategorySchema = z.object({
  productTypeId: idField(taxonomyMessages.typeRequired),
  name,
  slug,
  includedText,
});
export const subCategoryUpdateSchema = z.object({ name, includedText });

const emoji = lineText(16).refine((value) => Array.from(value).length <= 8, {
  error: taxonomyMessages.emojiInvalid,
});
export const topicSchema = z.object({ name, slug, emoji });
export const topicUpdateSchema = z.object({ name, emoji });
