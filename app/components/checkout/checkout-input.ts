import { checkoutFields as f, RIDE_ALONG_CHOICE } from "#app/components/checkout/checkout-data.ts";

/**
 * The checkout form's fields (named by dotted path) as the schema's nested input: the
 * shipping address object, the account checkbox as a boolean, billing the same as shipping.
 * The screen asks for a first and last name only (spec §2), so they make the customer's name;
 * the shipping method is the one of the radio buttons the buyer chose, or the member's next
 * Mail Club issue.
 */
export function checkoutInputFrom(form: Record<string, string>) {
  const rideAlong = form.shippingMethodId === RIDE_ALONG_CHOICE;
  const address = (key: string) => form[`shippingAddress.${key}`] ?? "";
  return {
    customerEmail: form[f.email] ?? "",
    customerName: `${address("firstName").trim()} ${address("lastName").trim()}`.trim(),
    customerPhone: form[f.phone] ?? "",
    shippingAddress: {
      firstName: address("firstName"),
      lastName: address("lastName"),
      addressLine1: address("addressLine1"),
      addressLine2: address("addressLine2"),
      city: address("city"),
      stateProvince: address("stateProvince"),
      postalCode: address("postalCode"),
      country: address("country"),
      phone: form[f.phone] ?? "",
    },
    billingAddressSameAsShipping: true,
    // The Mail Club envelope is offered among the shipping options, but posts nothing.
    shippingMethodId: rideAlong ? undefined : form.shippingMethodId || undefined,
    rideWithMailClub: rideAlong,
    // Downloads only, when the country given and PayPal's disagreed: the buyer's answer.
    declaredCountry: form.declaredCountry ?? "",
    createAccountAfterOrder: form[f.createAccount] === "on",
    guestPassword: form[f.password] ?? "",
  };
}

/** What the form sends back to itself after a refusal: never the password. */
export function valuesToKeep(form: Record<string, string>) {
  const { [f.password]: _password, ...values } = form;
  return values;
}
