import type { IssueDetail } from "#server/paypal-simulator/errors.ts";
import type { OrderRequest, PurchaseUnitRequest } from "#server/paypal-simulator/order-request.ts";

/** Cents of a PayPal value string, or undefined past two decimals. */
function cents(value: string) {
  const match = /^(-?)(\d*)(?:\.(\d+))?$/.exec(value);
  if (!match || (match[3]?.length ?? 0) > 2) return undefined;
  const whole = Number(match[2] || "0") * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -whole : whole;
}

/** The 422 checks of Orders v2 create: currencies, precision and totals that add up. */
export function amountIssues(request: OrderRequest): IssueDetail[] {
  const units = request.purchase_units;
  const currencies = new Set(units.map((unit) => unit.amount.currency_code));
  if (currencies.size > 1) return [{ issue: "MULTI_CURRENCY_ORDER", field: "/purchase_units" }];
  if (units.length > 1) {
    if (units.some((unit) => !unit.reference_id)) {
      return [{ issue: "REFERENCE_ID_REQUIRED", field: "/purchase_units/0/reference_id" }];
    }
    if (new Set(units.map((unit) => unit.reference_id)).size < units.length) {
      return [{ issue: "DUPLICATE_REFERENCE_ID", field: "/purchase_units/0/reference_id" }];
    }
  }
  for (const [index, unit] of units.entries()) {
    const issue = unitAmountIssue(unit);
    if (issue) return [{ ...issue, field: `/purchase_units/${index}${issue.field}` }];
  }
  return [];
}

function unitAmountIssue(unit: PurchaseUnitRequest): IssueDetail | undefined {
  const total = cents(unit.amount.value);
  if (total === undefined) {
    return { issue: "DECIMAL_PRECISION", field: "/amount/value", value: unit.amount.value };
  }
  if (total <= 0) {
    return {
      issue: "CANNOT_BE_ZERO_OR_NEGATIVE",
      field: "/amount/value",
      value: unit.amount.value,
    };
  }
  const breakdown = unit.amount.breakdown;
  if (unit.items?.length && !breakdown?.item_total) {
    return { issue: "ITEM_TOTAL_REQUIRED", field: "/amount/breakdown/item_total" };
  }
  if (!breakdown) return undefined;
  const part = (money: { value: string } | undefined) => (money ? (cents(money.value) ?? NaN) : 0);
  const sum =
    part(breakdown.item_total) +
    part(breakdown.tax_total) +
    part(breakdown.shipping) +
    part(breakdown.handling) +
    part(breakdown.insurance) -
    part(breakdown.shipping_discount) -
    part(breakdown.discount);
  if (Number.isNaN(sum)) return { issue: "DECIMAL_PRECISION", field: "/amount/breakdown" };
  if (sum !== total) {
    return { issue: "AMOUNT_MISMATCH", field: "/amount/value", value: unit.amount.value };
  }
  if (unit.items?.length) {
    const itemSum = unit.items.reduce(
      (acc, item) => acc + (cents(item.unit_amount.value) ?? NaN) * Number(item.quantity),
      0,
    );
    if (itemSum !== part(breakdown.item_total)) {
      return { issue: "ITEM_TOTAL_MISMATCH", field: "/amount/breakdown/item_total/value" };
    }
    const taxed = unit.items.filter((item) => item.tax);
    if (taxed.length > 0 && !breakdown.tax_total) {
      return { issue: "TAX_TOTAL_REQUIRED", field: "/amount/breakdown/tax_total" };
    }
    const taxSum = taxed.reduce(
      (acc, item) => acc + (item.tax ? (cents(item.tax.value) ?? NaN) : 0) * Number(item.quantity),
      0,
    );
    if (taxed.length > 0 && taxSum !== part(breakdown.tax_total)) {
      return { issue: "TAX_TOTAL_MISMATCH", field: "/amount/breakdown/tax_total/value" };
    }
  }
  return undefined;
}
