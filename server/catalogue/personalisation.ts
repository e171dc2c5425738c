import { z } from "zod";
import type { Personalisation, PersonalisationFields } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/** What a form or the API sends for a personalised product. */
export const personalisationInput = z
  .object({ text: z.string().max(10_000).optional(), choice: z.string().max(500).optional() })
  .optional();
export type PersonalisationInput = z.input<typeof personalisationInput>;

export const MAX_PERSONAL_TEXT_LENGTH = 200;

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Characters as a reader counts them: 🎉 or é made of two code points is one. */
export function characterCount(value: string) {
  let count = 0;
  for (const _ of segmenter.segment(value)) count += 1;
  return count;
}

/** Control characters (line breaks, tabs, NUL) never belong in one line of a buyer's text. */
const controlCharacter = /\p{Cc}/u;

/**
 * Bidirectional embeddings, overrides and isolates: they reorder the text around them as it is
 * shown (a "‮" makes `txt.exe` read `exe.txt`), on the maker's screens and the printed banner
 * alike, so they are taken out (decision 036). Marks (LRM, RLM) stay: they reorder nothing.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Code points a text of `max` characters may hold: a character may be several (an accented
 * letter, a family emoji, a Devanagari cluster), but not the thousands of combining marks that
 * make one "character" of a screen's height.
 */
const CODE_POINTS_PER_CHARACTER = 4;

export const personalisationMessages = {
  textMissing: (label: string) => `Please enter the ${label.toLowerCase()}.`,
  textTooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  textNotOneLine: (label: string) => `${label} must be one line of text.`,
  choiceMissing: (label: string) => `Please choose a ${label.toLowerCase()}.`,
  choiceUnknown: (label: string) => `Please choose a ${label.toLowerCase()} from the list.`,
} as const;

/**
 * The buyer's personalisation checked against what the product asks, kept as typed (no
 * trimming or normalising: a banner says what its buyer wrote) but for bidi controls. A refusal names the form
 * field it is about (`personalText`, `personalChoice`). A product that asks nothing takes
 * nothing: what was sent for it is dropped.
 */
export function readPersonalisation(
  fields: PersonalisationFields | null,
  input: PersonalisationInput,
): Personalisation {
  const given: Personalisation = [];
  if (fields?.text) {
    const { label, maxLength } = fields.text;
    const value = (input?.text ?? "").replace(bidiControls, "");
    const refuse = (message: string) => {
      throw new AppError("bad_request", message, { field: "personalText" });
    };
    if (value.trim() === "") refuse(personalisationMessages.textMissing(label));
    if (controlCharacter.test(value)) refuse(personalisationMessages.textNotOneLine(label));
    const codePoints = [...value].length;
    if (characterCount(value) > maxLength || codePoints > maxLength * CODE_POINTS_PER_CHARACTER) {
      refuse(personalisationMessages.textTooLong(label, maxLength));
    }
    given.push({ label, value });
  }
  if (fields?.choice) {
    const { label, options } = fields.choice;
    const value = input?.choice ?? "";
    const refuse = (message: string) => {
      throw new AppError("bad_request", message, { field: "personalChoice" });
    };
    if (value === "") refuse(personalisationMessages.choiceMissing(label));
    if (!options.includes(value)) refuse(personalisationMessages.choiceUnknown(label));
    given.push({ label, value });
  }
  return given;
}

/** One line per answer, "Banner text: Happy 30th, Mina! 🎉", for e-mails and packing slips. */
export function personalisationLines(personalisation: Personalisation) {
  return personalisation.map(({ label, value }) => `${label}: ${value}`);
}
