import { countryName } from "#server/addresses/address-format.ts";

/** What the buyer is told when the shipping chosen cannot be used. */
export const shippingMessages = {
  chooseMethod: "Please choose a shipping method",
  methodUnavailable:
    "This shipping method isn't available for your order and address. Please choose another.",
  cannotPost: (country: string) =>
    `We can't post this order to ${countryName(country) ?? country}. Please write to us and we'll find a way.`,
} as const;
