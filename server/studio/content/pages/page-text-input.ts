import { z } from "zod";
import {
  lineText,
  optionalLongText,
  requiredLine,
} from "#server/catalogue/studio/schema-fields.ts";

export const MAX_PAGE_BODY = 40_000;

export const pageTextMessages = {
  titleRequired: "Please enter a title",
  notEditable: "There is no such page text.",
  invalidForm: "Please fix the fields marked below",
} as const;

export const pageTextSchema = z.object({
  title: requiredLine(200, pageTextMessages.titleRequired),
  lead: lineText(500),
  body: optionalLongText(MAX_PAGE_BODY).transform((body) => body ?? ""),
});
