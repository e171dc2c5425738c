/**
 * Money off an order, in whole cents and in one fixed order (decision 041): line discounts
 * (sales and codes for chosen goods), then order discounts (on what the lines cost after the
 * first), then the postage. Each line's share is rounded once, half up; an amount spread over
 * lines goes by their weight, the odd cents to the largest remainders, so every line knows
 * what it cost and a refund of one line is exact.
 */
import type { DiscountKind, DiscountScope } from "#server/db/schema.ts";

export interface DiscountLine {
  productId: number;
  unitPriceCents: number;
  quantity: number;
  productTypeId: number | null;
  subCategoryIds: readonly number[];
  topicIds: readonly number[];
}

export interface DiscountRule {
  id: number;
  name: string;
  kind: DiscountKind;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Free postage to these countries (ISO codes); empty: to every country. */
  postageCountries: readonly string[];
  postageCapCents: number | null;
  scope: DiscountScope;
  scopeIds: readonly number[];
  /** An automatic sale that still applies beside a code. */
  combinable: boolean;
}

export interface AppliedDiscount {
  discountId: number;
  name: string;
  /** Off the goods and the postage together. */
  amountCents: number;
}

export interface DiscountedOrder {
  /** Money off each line as a whole, in the lines' order. */
  lineDiscountCents: number[];
  discountCents: number;
  shippingDiscountCents: number;
  /** Each discount that took something off, in the order it was applied. */
  applied: AppliedDiscount[];
  /** What is left to pay for the goods and the postage (before tax). */
  totalCents: number;
}

export interface DiscountInput {
  lines: readonly DiscountLine[];
  shippingCents: number;
  /** Where the parcel goes (free postage covers some countries); null for downloads only. */
  country: string | null;
  /** The automatic sales in force. */
  sales: readonly DiscountRule[];
  /** The code the buyer entered, once found and its conditions met. */
  code: DiscountRule | null;
}

export interface PricedOrder extends DiscountedOrder {
  /** False when the sales alone leave less to pay than the code with the sales it combines with. */
  codeApplied: boolean;
}

/** cents × percent / 100, rounded half up. */
export function percentOf(cents: number, percent: number) {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * `total` spread over `weights` in proportion, in whole cents: each gets its share rounded
 * down, then the cents left go one each to the largest remainders (the earlier on a tie).
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((all, share) => all + share, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Whether a line is among the goods a rule covers. */
export function covers(rule: Pick<DiscountRule, "scope" | "scopeIds">, line: DiscountLine) {
  const ids = rule.scopeIds;
  switch (rule.scope) {
    case "order":
      return true;
    case "products":
      return ids.includes(line.productId);
    case "product_types":
      return line.productTypeId !== null && ids.includes(line.productTypeId);
    case "sub_categories":
      return line.subCategoryIds.some((id) => ids.includes(id));
    case "topics":
      return line.topicIds.some((id) => ids.includes(id));
    case "club_plans":
      return false;
  }
}

const takesOffGoods = (rule: DiscountRule) => rule.kind === "percent" || rule.kind === "fixed";
const isLineRule = (rule: DiscountRule) => takesOffGoods(rule) && rule.scope !== "order";
const isOrderRule = (rule: DiscountRule) => takesOffGoods(rule) && rule.scope === "order";

/** What `rule` would take off each line, given what each line still costs. */
function offEachLine(rule: DiscountRule, lines: readonly DiscountLine[], left: readonly number[]) {
  const weights = lines.map((line, index) => (covers(rule, line) ? (left[index] ?? 0) : 0));
  if (rule.kind === "percent")
    return weights.map((cents) => percentOf(cents, rule.percentOff ?? 0));
  const covered = weights.reduce((all, cents) => all + cents, 0);
  return spread(Math.min(rule.amountOffCents ?? 0, covered), weights);
}

/** Money off with exactly these sales and code (or none). */
export function discountOrder(
  input: Omit<DiscountInput, "sales" | "code">,
  sales: readonly DiscountRule[],
  code: DiscountRule | null,
): DiscountedOrder {
  const { lines } = input;
  const left = lines.map((line) => line.unitPriceCents * line.quantity);
  const off = lines.map(() => 0);
  const taken = new Map<number, AppliedDiscount>();
  const take = (rule: DiscountRule, cents: number) => {
    if (cents <= 0) return;
    const applied = taken.get(rule.id) ?? { discountId: rule.id, name: rule.name, amountCents: 0 };
    applied.amountCents += cents;
    taken.set(rule.id, applied);
  };
  const takeFromLines = (rule: DiscountRule, amounts: readonly number[]) => {
    amounts.forEach((cents, index) => {
      left[index] = (left[index] ?? 0) - cents;
      off[index] = (off[index] ?? 0) + cents;
    });
    take(
      rule,
      amounts.reduce((all, cents) => all + cents, 0),
    );
  };
  const rules = code ? [...sales, code] : [...sales];

  // 1. Line discounts: of several sales on one line, the one that takes the most; then a code.
  const saleOffers = sales
    .filter(isLineRule)
    .map((rule) => ({ rule, amounts: offEachLine(rule, lines, left) }));
  lines.forEach((_line, index) => {
    const best = saleOffers
      .map(({ rule, amounts }) => ({ rule, cents: amounts[index] ?? 0 }))
      .sort((a, b) => b.cents - a.cents || a.rule.id - b.rule.id)[0];
    if (!best || best.cents === 0) return;
    takeFromLines(
      best.rule,
      lines.map((_, other) => (other === index ? best.cents : 0)),
    );
  });
  if (code && isLineRule(code)) takeFromLines(code, offEachLine(code, lines, left));

  // 2. Order discounts, each on what the lines cost after the ones before.
  for (const rule of rules.filter(isOrderRule)) takeFromLines(rule, offEachLine(rule, lines, left));

  // 3. The postage.
  let shippingLeft = input.shippingCents;
  for (const rule of rules.filter((rule) => rule.kind === "free_postage")) {
    if (!postageCovered(rule, input.country)) continue;
    const cents = Math.min(shippingLeft, rule.postageCapCents ?? shippingLeft);
    shippingLeft -= cents;
    take(rule, cents);
  }

  const discountCents = off.reduce((all, cents) => all + cents, 0);
  const goodsLeft = left.reduce((all, cents) => all + cents, 0);
  return {
    lineDiscountCents: off,
    discountCents,
    shippingDiscountCents: input.shippingCents - shippingLeft,
    applied: [...taken.values()],
    totalCents: goodsLeft + shippingLeft,
  };
}

/** Whether free postage covers a parcel to `country` (never a download: it has no postage). */
export function postageCovered(
  rule: Pick<DiscountRule, "postageCountries">,
  country: string | null,
) {
  if (country === null) return false;
  return rule.postageCountries.length === 0 || rule.postageCountries.includes(country);
}

/**
 * The order's money off: the sales in force, or the code with the sales that combine with it,
 * whichever leaves the buyer less to pay (a code never costs them more than not using it).
 */
export function priceDiscounts(input: DiscountInput): PricedOrder {
  const salesOnly = discountOrder(input, input.sales, null);
  if (!input.code) return { ...salesOnly, codeApplied: false };
  const combinable = input.sales.filter((sale) => sale.combinable);
  const withCode = discountOrder(input, combinable, input.code);
  return withCode.totalCents <= salesOnly.totalCents
    ? { ...withCode, codeApplied: true }
    : { ...salesOnly, codeApplied: false };
}
