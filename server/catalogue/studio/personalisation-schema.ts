/**
 * The studio's personalisation fields of a product: the label and length of the buyer's text,
 * the label and options of a choice.
 */
import { z } from "zod";
import { MAX_PERSONAL_TEXT_LENGTH } from "#server/catalogue/personalisation.ts";
import type { PersonalisationFields } from "#server/db/schema.ts";
import { PLAIN_TEXT } from "#server/lib/text-fields.ts";
import { productLimits } from "./product-limits.ts";
import { productMessages } from "./product-messages.ts";
import { blank, lineText } from "./schema-fields.ts";

const maxLength = blank
  .pipe(z.string().regex(/^\d{0,3}$/, { error: productMessages.personalLengthInvalid }))
  .transform((value) => (value === "" ? null : Number(value)))
  .pipe(
    z
      .number()
      .min(1, { error: productMessages.personalLengthInvalid })
      .max(MAX_PERSONAL_TEXT_LENGTH, { error: productMessages.personalLengthInvalid })
      .nullable(),
  );

/** One option per line (commas separate too), blanks and repeats dropped. */
const options = blank
  .transform((value) =>
    [...new Set(value.split(/[\n,]/).map((option) => option.trim()))].filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(PLAIN_TEXT, { error: productMessages.unusualCharacters })
          .max(productLimits.personalLabel, {
            error: productMessages.tooLong(productLimits.personalLabel),
          }),
      )
      .max(productLimits.personalOptions, { error: productMessages.personalTooManyOptions }),
  );

export const personalisationFormFields = {
  personalTextLabel: lineText(productLimits.personalLabel),
  personalTextMaxLength: maxLength,
  personalChoiceLabel: lineText(productLimits.personalLabel),
  personalChoiceOptions: options,
};

type PersonalisationForm = z.output<z.ZodObject<typeof personalisationFormFields>>;

/** The text's length when the maker leaves it blank. */
export const DEFAULT_PERSONAL_TEXT_LENGTH = 40;

/** What the fields ask of the buyer; null for nothing. */
export function personalisationOf(form: PersonalisationForm): PersonalisationFields | null {
  const text = form.personalTextLabel
    ? {
        label: form.personalTextLabel,
        maxLength: form.personalTextMaxLength ?? DEFAULT_PERSONAL_TEXT_LENGTH,
      }
    : null;
  const options = form.personalChoiceOptions;
  const choice =
    form.personalChoiceLabel && options.length > 0
      ? { label: form.personalChoiceLabel, options }
      : null;
  return text || choice ? { text, choice } : null;
}

/** Half-filled personalisation: each message under the field that is missing. */
export function personalisationProblems(
  form: PersonalisationForm & { kind: string },
): { field: keyof PersonalisationForm; message: string }[] {
  const problems: { field: keyof PersonalisationForm; message: string }[] = [];
  const options = form.personalChoiceOptions;
  if (!form.personalTextLabel && form.personalTextMaxLength) {
    problems.push({
      field: "personalTextLabel",
      message: productMessages.personalTextLabelMissing,
    });
  }
  if (form.personalChoiceLabel && options.length === 0) {
    problems.push({
      field: "personalChoiceOptions",
      message: productMessages.personalOptionsMissing,
    });
  }
  if (!form.personalChoiceLabel && options.length > 0) {
    problems.push({
      field: "personalChoiceLabel",
      message: productMessages.personalChoiceLabelMissing,
    });
  }
  const asks = Boolean(form.personalTextLabel || form.personalChoiceLabel);
  if (asks && form.kind !== "physical") {
    problems.push({ field: "personalTextLabel", message: productMessages.personalOnlyPhysical });
  }
  return problems;
}
