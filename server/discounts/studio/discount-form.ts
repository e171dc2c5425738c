/**
 * What the maker types to make or change a discount (Studio → Discounts): a code or none (an
 * automatic sale), what it takes off, what it covers, its conditions, dates and limits.
 */
import { z } from "zod";
import { addressFormatOf } from "#server/addresses/address-format.ts";
import { dollarsToCents } from "#server/catalogue/studio/product-schema.ts";
import { blank, checkbox, idList, lineText } from "#server/catalogue/studio/schema-fields.ts";
import { discountKind, discountScope } from "#server/db/schema.ts";
import { normaliseCode } from "#server/discounts/discount-rules.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseLocalDateTime } from "#server/lib/local-date-time.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { discountFormMessages as m } from "./studio-messages.ts";

/** Letters and digits, with - or _ between groups; 4 to 32 of them (issue 43). */
const CODE = /^[A-Z0-9](?:[A-Z0-9_-]{2,30})[A-Z0-9]$/;
const DOLLARS = /^(?:\d{1,7}(?:\.\d{0,2})?|\.\d{1,2})$/;

const dollars = (invalid: string) =>
  blank
    .transform((value) => value.replace(/^\$\s*/, "").replaceAll(",", ""))
    .pipe(z.string().regex(new RegExp(`^$|${DOLLARS.source}`), { error: invalid }))
    .transform((value) => (value ? dollarsToCents(value) : null));

const wholeNumber = (invalid: string, min: number, max: number) =>
  blank
    .pipe(z.string().regex(/^\d{0,7}$/, { error: invalid }))
    .transform((value) => (value ? Number(value) : null))
    .pipe(z.number().min(min, { error: invalid }).max(max, { error: invalid }).nullable());

const countries = blank
  .transform((value) =>
    value
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().refine((code) => addressFormatOf(code) !== null, { error: m.countryUnknown }),
      )
      .max(250),
  )
  .transform((codes) => [...new Set(codes)]);

const formSchema = z.object({
  name: lineText(80).pipe(z.string().min(1, { error: m.nameRequired })),
  code: blank
    .transform(normaliseCode)
    .pipe(z.string().regex(/^$|^.{4,32}$/, { error: m.codeLength }))
    .pipe(z.string().regex(new RegExp(`^$|${CODE.source}`), { error: m.codeCharacters }))
    .transform((code) => code || null),
  kind: z.enum(discountKind.enumValues, { error: m.kindRequired }),
  percentOff: wholeNumber(m.percentInvalid, 1, 100),
  amountOff: dollars(m.amountInvalid),
  postageCountries: countries,
  postageCap: dollars(m.amountInvalid),
  introPrice: dollars(m.amountInvalid),
  introIssues: wholeNumber(m.introIssuesInvalid, 1, 2),
  scope: z.enum(discountScope.enumValues, { error: m.scopeRequired }).default("order"),
  scopeIds: idList(m.scopeIdsInvalid),
  productSkus: lineText(2000),
  minSubtotal: dollars(m.amountInvalid),
  minQuantity: wholeNumber(m.quantityInvalid, 1, 10_000),
  newCustomersOnly: checkbox,
  startsAt: lineText(40),
  endsAt: lineText(40),
  usageLimit: wholeNumber(m.limitInvalid, 1, 1_000_000),
  perCustomerLimit: wholeNumber(m.limitInvalid, 1, 1_000),
  combinable: checkbox,
});

export type DiscountFormInput = z.input<typeof formSchema>;

/** A discount's columns from the form, the products still named by SKU. */
export type DiscountFields = ReturnType<typeof toFields>;

function toFields(form: z.output<typeof formSchema>, timeZone: string) {
  const refuse = (field: string, message: string): never => {
    throw new AppError("bad_request", m.invalid, { [field]: message });
  };
  const when = (field: "startsAt" | "endsAt") => {
    if (!form[field]) return null;
    return parseLocalDateTime(form[field], timeZone) ?? refuse(field, m.dateInvalid);
  };
  const startsAt = when("startsAt");
  const endsAt = when("endsAt");
  if (startsAt && endsAt && endsAt <= startsAt) refuse("endsAt", m.endsBeforeStart);
  const kind = form.kind;
  if (kind === "percent" && form.percentOff === null) refuse("percentOff", m.percentInvalid);
  if (kind === "fixed" && !form.amountOff) refuse("amountOff", m.amountRequired);
  if (kind === "club_intro") {
    if (form.introPrice === null) refuse("introPrice", m.introPriceRequired);
    if (!form.code) refuse("code", m.introNeedsCode);
  }
  if (!form.code && (form.usageLimit !== null || form.perCustomerLimit !== null)) {
    refuse("usageLimit", m.limitsNeedCode);
  }
  const scope = kind === "club_intro" ? "club_plans" : form.scope;
  if (scope === "club_plans" && kind !== "club_intro") refuse("scope", m.plansOnlyForIntro);
  return {
    name: form.name,
    code: form.code,
    kind,
    percentOff: kind === "percent" ? form.percentOff : null,
    amountOffCents: kind === "fixed" ? form.amountOff : null,
    postageCountries: kind === "free_postage" ? form.postageCountries : [],
    postageCapCents: kind === "free_postage" ? form.postageCap : null,
    introPriceCents: kind === "club_intro" ? form.introPrice : null,
    introIssues: kind === "club_intro" ? (form.introIssues ?? 1) : null,
    scope,
    scopeIds: scope === "order" || scope === "products" ? [] : form.scopeIds,
    productSkus:
      scope === "products"
        ? [
            ...new Set(
              form.productSkus
                .split(/[\s,;]+/)
                .filter(Boolean)
                .map((sku) => sku.toUpperCase()),
            ),
          ]
        : [],
    minSubtotalCents: form.minSubtotal,
    minQuantity: form.minQuantity,
    newCustomersOnly: form.newCustomersOnly,
    startsAt,
    endsAt,
    usageLimit: form.code ? form.usageLimit : null,
    perCustomerLimit: form.code ? form.perCustomerLimit : null,
    combinable: form.code ? false : form.combinable,
  };
}

/** The discount's fields, or bad_request with each field's message (dates in `timeZone`). */
export function parseDiscountForm(input: unknown, timeZone: string) {
  return toFields(parseInput(formSchema, input, { message: m.invalid, byField: true }), timeZone);
}
