/** What the maker types to add or change a shipping zone. */
import { z } from "zod";
import { addressCountries } from "#server/addresses/address-format.ts";
import { checkbox, requiredLine } from "#server/catalogue/studio/schema-fields.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { shippingEditMessages as messages } from "./edit-messages.ts";
import { freeOverField, positionField } from "./shipping-fields.ts";

const knownCountries = new Set(addressCountries().map((country) => country.code));

/** The ticked countries' ISO codes, each once, in code order. */
const countries = z
  .array(z.string(), { error: messages.countriesUnknown })
  .nullish()
  .transform((codes) => [
    ...new Set((codes ?? []).map((code) => code.trim().toUpperCase()).filter(Boolean)),
  ])
  .pipe(
    z
      .array(
        z.string().refine((code) => knownCountries.has(code), { error: messages.countriesUnknown }),
      )
      .max(knownCountries.size, { error: messages.countriesUnknown }),
  )
  .transform((codes) => codes.sort());

const zoneSchema = z
  .object({
    name: requiredLine(60, messages.zoneNameRequired),
    countries,
    restOfWorld: checkbox,
    freeOver: freeOverField,
    position: positionField,
  })
  .superRefine((zone, context) => {
    const problem = zone.restOfWorld
      ? zone.countries.length > 0 && messages.countriesWithRestOfWorld
      : zone.countries.length === 0 && messages.countriesRequired;
    if (problem) {
      context.addIssue({ code: "custom", message: problem, path: ["countries"], input: zone });
    }
  });

export type ZoneInput = z.input<typeof zoneSchema>;
export type ZoneFields = z.output<typeof zoneSchema>;

/** The zone's fields, or bad_request with each field's message. */
export function parseZone(input: unknown): ZoneFields {
  return parseInput(zoneSchema, input, { message: messages.invalid, byField: true });
}
