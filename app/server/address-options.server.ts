import { checkoutCountries, usStates } from "#server/orders/checkout-schema.ts";

/** The address selects' choices, sent with the page so the schema's module stays on the server. */
export function addressOptions() {
  return {
    states: usStates.map((state) => ({ value: state.code, label: state.name })),
    countries: checkoutCountries.map((country) => ({ value: country.code, label: country.name })),
  };
}
