/** What the maker types to add or change a shipping method. */
import { z } from "zod";
import { checkbox, lineText, requiredLine } from "#server/catalogue/studio/schema-fields.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { shippingEditMessages as messages } from "./edit-messages.ts";
import { positionField } from "./shipping-fields.ts";

const methodSchema = z.object({
  name: requiredLine(60, messages.methodNameRequired),
  description: lineText(200),
  lettersOnly: checkbox,
  isActive: checkbox,
  position: positionField,
});

export type MethodInput = z.input<typeof methodSchema>;
export type MethodFields = z.output<typeof methodSchema>;

/** The method's fields, or bad_request with each field's message. */
export function parseMethod(input: unknown): MethodFields {
  return parseInput(methodSchema, input, { message: messages.invalid, byField: true });
}
