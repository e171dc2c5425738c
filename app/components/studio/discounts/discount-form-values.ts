import { refusalOf } from "#app/forms/form-reply.ts";
import type { DiscountRow } from "#server/discounts/discount-rules.ts";
import { formatLocalDateTime } from "#server/lib/local-date-time.ts";
import { centsToDollars } from "#server/lib/money.ts";

const textFields = [
  "name",
  "code",
  "kind",
  "percentOff",
  "amountOff",
  "postageCountries",
  "postageCap",
  "introPrice",
  "introIssues",
  "scope",
  "productSkus",
  "minSubtotal",
  "minQuantity",
  "newCustomersOnly",
  "startsAt",
  "endsAt",
  "usageLimit",
  "perCustomerLimit",
  "combinable",
] as const;

/** The discount form as the browser sends it (and as it is shown again when refused). */
export type DiscountFormValues = Record<(typeof textFields)[number], string> & {
  scopeIds: string[];
};

export function discountFormValues(form: FormData): DiscountFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(textFields.map((name) => [name, text(name)]));
  const scopeIds = form.getAll("scopeIds").filter((id): id is string => typeof id === "string");
  return { ...(values as Record<(typeof textFields)[number], string>), scopeIds };
}

/** What was typed, when the reply refused a save; else `stored`. */
export function typedDiscountValues(reply: unknown, stored: DiscountFormValues) {
  const typed = refusalOf(reply)?.values;
  return typed ? (typed as DiscountFormValues) : stored;
}

const dollars = (cents: number | null) => (cents === null ? "" : centsToDollars(cents));
const count = (value: number | null) => (value === null ? "" : String(value));
const ticked = (value: boolean) => (value ? "on" : "");

/** A new discount's form: 10 % off the order, as a code. */
export function newDiscountValues(): DiscountFormValues {
  const values = Object.fromEntries(textFields.map((name) => [name, ""]));
  return {
    ...(values as Record<(typeof textFields)[number], string>),
    kind: "percent",
    percentOff: "10",
    scope: "order",
    scopeIds: [],
  };
}

/** A stored discount as its form shows it; products by SKU, dates on the shop's clock. */
export function storedDiscountValues(
  row: DiscountRow,
  skus: string[],
  timeZone: string,
): DiscountFormValues {
  const when = (date: Date | null) => (date ? formatLocalDateTime(date, timeZone) : "");
  return {
    name: row.name,
    code: row.code ?? "",
    kind: row.kind,
    percentOff: count(row.percentOff),
    amountOff: dollars(row.amountOffCents),
    postageCountries: row.postageCountries.join(", "),
    postageCap: dollars(row.postageCapCents),
    introPrice: dollars(row.introPriceCents),
    introIssues: count(row.introIssues),
    scope: row.scope,
    scopeIds: row.scope === "products" ? [] : row.scopeIds.map(String),
    productSkus: skus.join(", "),
    minSubtotal: dollars(row.minSubtotalCents),
    minQuantity: count(row.minQuantity),
    newCustomersOnly: ticked(row.newCustomersOnly),
    startsAt: when(row.startsAt),
    endsAt: when(row.endsAt),
    usageLimit: count(row.usageLimit),
    perCustomerLimit: count(row.perCustomerLimit),
    combinable: ticked(row.combinable),
  };
}
