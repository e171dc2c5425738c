import { describe, expect, it } from "vitest";
import type { Customer } from "#server/accounts/types.ts";
import type { AppError } from "#server/errors.ts";
import {
  checkoutCountries,
  checkoutMessages,
  parseCheckoutInput,
  usStates,
} from "#server/orders/checkout-schema.ts";
import { testCheckoutForm, testShippingAddress } from "#server/orders/test-orders.ts";

function errorsOf(raw: unknown, customer: Customer | null = null) {
  try {
    parseCheckoutInput(raw, customer);
  } catch (error) {
    expect(error).toMatchObject({ code: "bad_request", message: checkoutMessages.fixErrors });
    return (error as AppError).details;
  }
  throw new Error("expected the input to be refused");
}

const emptyAddress = {
  firstName: "",
  lastName: " ",
  addressLine1: "",
  city: "",
  stateProvince: "",
  postalCode: "",
  country: "",
};

describe("the checkout input", () => {
  it("accepts the form and fills the defaults", () => {
    const result = parseCheckoutInput(
      {
        customerEmail: " Mika@Example.com ",
        customerName: "Mika Sato",
        shippingAddress: { ...testShippingAddress, stateProvince: "or" },
      },
      null,
    );
    expect(result).toMatchObject({
      customerEmail: "mika@example.com",
      shippingMethod: "standard",
      billingAddressSameAsShipping: true,
      createAccountAfterOrder: false,
      shippingAddress: { stateProvince: "OR", country: "US" },
    });
  });

  it("gives every spec §5 message keyed by dotted path", () => {
    expect(
      errorsOf({
        customerEmail: "not-an-email",
        customerName: "  ",
        shippingAddress: emptyAddress,
        billingAddressSameAsShipping: false,
        billingAddress: emptyAddress,
        shippingMethod: "overnight",
      }),
    ).toEqual({
      customerEmail: "Invalid email address",
      customerName: "Name is required",
      "shippingAddress.firstName": "First name is required",
      "shippingAddress.lastName": "Last name is required",
      "shippingAddress.addressLine1": "Address is required",
      "shippingAddress.city": "City is required",
      "shippingAddress.stateProvince": "State/Province is required",
      "shippingAddress.postalCode": "Postal code is required",
      "shippingAddress.country": "Country is required",
      "billingAddress.firstName": "First name is required",
      "billingAddress.lastName": "Last name is required",
      "billingAddress.addressLine1": "Address is required",
      "billingAddress.city": "City is required",
      "billingAddress.stateProvince": "State/Province is required",
      "billingAddress.postalCode": "Postal code is required",
      "billingAddress.country": "Country is required",
      shippingMethod: checkoutMessages.shippingMethodInvalid,
    });
    expect(errorsOf({})).toMatchObject({
      customerEmail: "Invalid email address",
      customerName: "Name is required",
      shippingAddress: "Invalid input: expected object, received undefined",
    });
  });

  it("offers the five countries and the 50 states, and holds a US address to them", () => {
    expect(checkoutCountries.map((country) => country.code)).toEqual([
      "US",
      "CA",
      "UK",
      "AU",
      "OTHER",
    ]);
    expect(usStates).toHaveLength(50);
    expect(new Set(usStates.map((state) => state.code)).size).toBe(50);
    expect(
      errorsOf(
        testCheckoutForm({ shippingAddress: { ...testShippingAddress, stateProvince: "XX" } }),
      ),
    ).toEqual({ "shippingAddress.stateProvince": checkoutMessages.stateUnknown });
    expect(
      errorsOf(testCheckoutForm({ shippingAddress: { ...testShippingAddress, country: "FR" } })),
    ).toEqual({ "shippingAddress.country": checkoutMessages.countryUnknown });
    const canadian = parseCheckoutInput(
      testCheckoutForm({
        shippingAddress: { ...testShippingAddress, country: "CA", stateProvince: "Québec" },
      }),
      null,
    );
    expect(canadian.shippingAddress.stateProvince).toBe("Québec");
  });

  it("refuses control characters", () => {
    expect(errorsOf(testCheckoutForm({ customerName: "Mika\u0000Sato" }))).toEqual({
      customerName: "Please remove unusual characters",
    });
    expect(
      errorsOf(
        testCheckoutForm({ shippingAddress: { ...testShippingAddress, city: "Port\u0007land" } }),
      ),
    ).toEqual({ "shippingAddress.city": "Please remove unusual characters" });
  });

  it("asks a guest creating an account for a password under the account rules", () => {
    expect(errorsOf(testCheckoutForm({ createAccountAfterOrder: true }))).toEqual({
      guestPassword: "Please enter your password",
    });
    expect(
      errorsOf(testCheckoutForm({ createAccountAfterOrder: true, guestPassword: "short" })),
    ).toEqual({ guestPassword: "Password must be at least 8 characters" });
    expect(
      errorsOf(testCheckoutForm({ createAccountAfterOrder: true, guestPassword: "x".repeat(129) })),
    ).toEqual({ guestPassword: "Password must be at most 128 characters" });
    // Shown with the other fields' errors, not only once they are right.
    expect(errorsOf(testCheckoutForm({ customerName: "", createAccountAfterOrder: true }))).toEqual(
      { customerName: "Name is required", guestPassword: "Please enter your password" },
    );
    const fine = parseCheckoutInput(
      testCheckoutForm({ createAccountAfterOrder: true, guestPassword: "Folded-Crane-Paper-5" }),
      null,
    );
    expect(fine).toMatchObject({ guestPassword: "Folded-Crane-Paper-5" });
    const unticked = parseCheckoutInput(testCheckoutForm({ guestPassword: "anything" }), null);
    expect(unticked).toMatchObject({ guestPassword: undefined });
  });

  it("ignores the billing fields while billing is the shipping address", () => {
    const result = parseCheckoutInput(
      testCheckoutForm({ billingAddress: emptyAddress, billingAddressSameAsShipping: true }),
      null,
    );
    expect(result).toMatchObject({ billingAddress: undefined });
    expect(errorsOf(testCheckoutForm({ billingAddressSameAsShipping: false }))).toEqual({
      billingAddress: checkoutMessages.billingAddressRequired,
    });
  });

  it("fixes a signed-in customer's e-mail to the account's", () => {
    const customer = { email: "account@example.com" } as Customer;
    const result = parseCheckoutInput(
      testCheckoutForm({ customerEmail: undefined, createAccountAfterOrder: true }),
      customer,
    );
    expect(result).toMatchObject({
      customerEmail: "account@example.com",
      createAccountAfterOrder: false,
    });
  });
});
