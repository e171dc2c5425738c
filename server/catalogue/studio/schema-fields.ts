/**
 * Field builders shared by the studio's product and taxonomy schemas. Inputs are what forms
 * and CSV rows carry: strings (absent means blank), lists of strings, checkbox values.
 */
import { z } from "zod";
import { PLAIN_TEXT } from "#server/lib/text-fields.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { productMessages } from "./product-messages.ts";

/** Text of several lines: no control characters but tabs and line breaks. */
const MULTILINE_TEXT = /^(?:\P{Cc}|[\t\n])*$/u;

const unusual = { error: productMessages.unusualCharacters } as const;

/** A form value as trimmed text; absent and null become "". */
export const blank = z
  .string({ error: productMessages.unusualCharacters })
  .nullish()
  .transform((value) => (value ?? "").trim());

/** One line of text, at most `max` characters, "" when blank. */
export function lineText(max: number) {
  return blank.pipe(
    z
      .string()
      .regex(PLAIN_TEXT, unusual)
      .max(max, { error: productMessages.tooLong(max) }),
  );
}

/** A line of text that must be given. */
export function requiredLine(max: number, requiredMessage: string) {
  return lineText(max).pipe(z.string().min(1, { error: requiredMessage }));
}

/** Markdown or other text of several lines (Windows line breaks made plain), null when blank. */
export function optionalLongText(max: number) {
  return blank
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .regex(MULTILINE_TEXT, unusual)
        .max(max, { error: productMessages.tooLong(max) }),
    )
    .transform((value) => value || null);
}

/** A checkbox: ticked when the browser sent "on" (or a CSV says true/yes/1). */
export const checkbox = z
  .union([z.string(), z.boolean()])
  .nullish()
  .transform((value) =>
    typeof value === "boolean"
      ? value
      : ["on", "true", "yes", "1"].includes((value ?? "").trim().toLowerCase()),
  );

const MAX_ID = 2_147_483_647;

/** A row id chosen in a select: a positive whole number. */
export function idField(message: string) {
  return blank
    .pipe(
      z
        .string()
        .min(1, { error: message })
        .regex(/^\d{1,10}$/, { error: message }),
    )
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { error: message }));
}

/** Ids ticked in a group of checkboxes, each once. */
export function idList(message: string) {
  return z
    .array(z.string(), { error: message })
    .nullish()
    .transform((values) => (values ?? []).map((value) => value.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{1,10}$/, { error: message })).max(200, { error: message }))
    .transform((values) => [...new Set(values.map(Number))])
    .pipe(z.array(z.number().max(MAX_ID, { error: message })));
}

/**
 * The schema's typed values, or bad_request with each field's message in `details` (a list's
 * items under the list's name) and the form's message.
 */
export function parseProductForm<Schema extends z.ZodType>(schema: Schema, input: unknown) {
  return parseInput(schema, input, { message: productMessages.invalidForm, byField: true });
}
