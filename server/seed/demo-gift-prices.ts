/** What the demo maker charges for gift memberships: a little under the monthly price times the length. */
export const demoGiftPrices = [
  { plan: "usa", issueCount: 3, priceCents: 2500 },
  { plan: "usa", issueCount: 6, priceCents: 4900 },
  { plan: "usa", issueCount: 12, priceCents: 9500 },
  { plan: "international", issueCount: 3, priceCents: 2800 },
  { plan: "international", issueCount: 6, priceCents: 5500 },
  { plan: "international", issueCount: 12, priceCents: 10800 },
] as const;
