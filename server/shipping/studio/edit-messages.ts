/** What the studio says about postage it refuses, by field (shown under the field). */
export const shippingEditMessages = {
  invalid: "Please fix the fields marked below",
  zoneNameRequired: "Please enter the zone's name, like Europe",
  methodNameRequired: "Please enter the method's name, like Tracked parcel",
  countriesUnknown: "Choose the countries from the list",
  countriesRequired: "Choose at least one country, or make this zone the rest of the world",
  countriesWithRestOfWorld:
    "The rest of the world takes every country no other zone lists: untick its countries, or untick Rest of the world",
  restOfWorldTaken: (name: string) =>
    `“${name}” is already the rest of the world. Only one zone can be.`,
  restOfWorldTakenMeanwhile:
    "Another zone became the rest of the world a moment ago. Only one zone can be.",
  freeOverInvalid: "Enter an amount in dollars, like 35.00, or leave it blank for never",
  freeOverNegative: "The amount can't be negative. Leave it blank for never, or 0 for always.",
  priceRequired: "Please enter a price",
  priceInvalid: "Enter the price in dollars, like 5.50",
  priceNegative: "A price can't be negative. Enter 0 for free.",
  amountTooHigh: "This can be at most $100,000.00",
  positionInvalid: "Enter a whole number from 0 to 9999, like 1",
  weightRequired: "Please enter the weight in grams, like 250",
  weightInvalid: "Enter the weight in whole grams, like 250",
  weightOutOfRange: "Enter a weight from 1 to 100,000 grams",
  bandTaken: (grams: number, zone: string) =>
    `${zone} already has a price up to ${grams.toLocaleString("en-US")} g. Change that one instead.`,
  zoneNotFound: "This zone no longer exists.",
  methodNotFound: "This shipping method no longer exists.",
  rateNotFound: "This price no longer exists.",
} as const;
