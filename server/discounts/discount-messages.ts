import { countryName } from "#server/addresses/address-format.ts";
import { formatMoney } from "#server/lib/money.ts";

/**
 * What the buyer is told when a code does not apply, in plain words. A code that is not known
 * (or archived) gets `notValid` whatever the reason, so a guesser learns nothing from it;
 * every message past the guard is `tooManyAttempts`.
 */
export const discountMessages = {
  notValid: "This code isn't valid. Check it and try again.",
  codeRequired: "Please enter a discount code.",
  emptyCart: "Add something to your cart first, then apply the code.",
  tooManyAttempts: "Too many codes tried. Please wait a minute before trying another.",
  ended: "This code has ended.",
  usedUp: "This code has been used up.",
  alreadyUsed: "You have already used this code.",
  newCustomersOnly: "This code is for a first order only.",
  coversNothing: "This code doesn't apply to anything in your cart.",
  forTheMailClub: "This code is for the Mail Club: use it when you join.",
  notForTheMailClub: "This code is for the shop, not the Mail Club.",
  otherPlan: "This code is for another Mail Club plan.",
  newMembersOnly: "This offer is for a first membership.",
  saleIsBetter: "The sale in your cart already takes off more than this code.",
  notStarted: (startsOn: string) => `This code starts on ${startsOn}.`,
  minSubtotal: (neededCents: number, missingCents: number) =>
    `This code needs a subtotal of ${formatMoney(neededCents)}: add ${formatMoney(missingCents)} more.`,
  minQuantity: (needed: number, missing: number) =>
    `This code needs ${needed} items: add ${missing} more.`,
  postageTo: (countries: readonly string[]) =>
    `This code covers postage to ${listOf(countries.map((code) => countryName(code) ?? code))} only.`,
} as const;

function listOf(names: string[]) {
  return new Intl.ListFormat("en", { type: "disjunction" }).format(names);
}

/** "This code starts on March 1, 2099.", the day on the shop's calendar. */
export function notStartedOn(startsAt: Date, timeZone: string) {
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone });
  return discountMessages.notStarted(day.format(startsAt));
}
