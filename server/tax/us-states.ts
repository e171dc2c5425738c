/**
 * What the shop keeps about each US state's sales tax (decision 042), as known in November
 * 2026: the state's own rate (used where a ZIP is missing from the loaded rates), whether it
 * taxes postage charged with taxable goods, and its economic-nexus threshold for a seller
 * based elsewhere — sales in the last 12 months, and orders where the state counts them
 * ('either': whichever comes first; 'both': both must be passed). States without a sales tax
 * (Alaska at state level, Delaware, Montana, New Hampshire, Oregon) are absent. Laws change:
 * the studio's Tax page says so and links each state's revenue office.
 */
export interface UsStateTax {
  stateRatePpm: number;
  postageTaxed: boolean;
  threshold: { salesCents: number; orders?: number; rule?: "either" | "both" };
}

const k = (dollars: number) => dollars * 1000 * 100;
const state = (
  percent: number,
  postageTaxed: boolean,
  salesThousands: number,
  orders?: number,
  rule: "either" | "both" = "either",
): UsStateTax => ({
  stateRatePpm: Math.round(percent * 10_000),
  postageTaxed,
  threshold: { salesCents: k(salesThousands), ...(orders ? { orders, rule } : {}) },
});

export const US_STATE_TAX: Readonly<Record<string, UsStateTax>> = {
  AL: state(4, false, 250),
  AZ: state(5.6, false, 100),
  AR: state(6.5, true, 100, 200),
  CA: state(7.25, false, 500),
  CO: state(2.9, false, 100),
  CT: state(6.35, true, 100, 200, "both"),
  DC: state(6, true, 100, 200),
  FL: state(6, false, 100),
  GA: state(4, true, 100, 200),
  HI: state(4, true, 100, 200),
  ID: state(6, false, 100),
  IL: state(6.25, false, 100),
  IN: state(7, true, 100),
  IA: state(6, false, 100),
  KS: state(6.5, true, 100),
  KY: state(6, true, 100, 200),
  LA: state(5, false, 100),
  ME: state(5.5, false, 100),
  MD: state(6, false, 100, 200),
  MA: state(6.25, false, 100),
  MI: state(6, true, 100, 200),
  MN: state(6.875, true, 100, 200),
  MS: state(7, true, 250),
  MO: state(4.225, false, 100),
  NE: state(5.5, true, 100, 200),
  NV: state(6.85, false, 100, 200),
  NJ: state(6.625, true, 100, 200),
  NM: state(4.875, true, 100),
  NY: state(4, true, 500, 100, "both"),
  NC: state(4.75, true, 100),
  ND: state(5, true, 100),
  OH: state(5.75, true, 100, 200),
  OK: state(4.5, false, 100),
  PA: state(6, true, 100),
  RI: state(7, true, 100, 200),
  SC: state(6, true, 100),
  SD: state(4.2, true, 100),
  TN: state(7, true, 100),
  TX: state(6.25, true, 500),
  UT: state(4.85, false, 100),
  VT: state(6, true, 100, 200),
  VA: state(5.3, false, 100, 200),
  WA: state(6.5, true, 100),
  WV: state(6, true, 100, 200),
  WI: state(5, true, 100),
  WY: state(4, true, 100),
};
