import { formatMoney } from "#server/lib/money.ts";

/** A Mail Club offer in words: "First issue $4.00, then $8.88 a month". */
export function clubOfferTerms(offer: {
  introPriceCents: number;
  introIssues: number;
  regularPriceCents: number;
}) {
  const first = offer.introIssues === 1 ? "First issue" : `First ${offer.introIssues} issues`;
  const each = offer.introIssues === 1 ? "" : " each";
  return `${first} ${formatMoney(offer.introPriceCents)}${each}, then ${formatMoney(offer.regularPriceCents)} a month`;
}
