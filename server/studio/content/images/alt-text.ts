import { z } from "zod";
import { lineText, requiredLine } from "#server/catalogue/studio/schema-fields.ts";

/** A picture's text alternative: one line, read aloud in place of the picture. */
export const MAX_ALT_LENGTH = 250;

export const altMessages = {
  required: "Please describe the picture for people who can't see it.",
  invalidForm: "Please fix the fields marked below",
} as const;

export const optionalAltSchema = z.object({ alt: lineText(MAX_ALT_LENGTH) });
export const requiredAltSchema = z.object({
  alt: requiredLine(MAX_ALT_LENGTH, altMessages.required),
});
