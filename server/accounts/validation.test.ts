import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "#server/accounts/common-passwords.ts";
import { customerDetailsSchema } from "#server/accounts/customer-details-schema.ts";
import {
  changePasswordSchema,
  emailPreferencesSchema,
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  splitFullName,
} from "#server/accounts/validation.ts";
import { fieldErrors } from "#server/validation/parse-input.ts";

function errorsOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

const good = "Lantern-Paper-Crane-9";

describe("account forms", () => {
  it("refuse control characters in every web form's text", () => {
    const unusual = "Please remove unusual characters";
    expect(
      errorsOf(
        registerSchema.safeParse({
          fullName: "Ana\u0000 López",
          email: "ana@example.com",
          phone: "555\u0000",
          password: good,
          confirmPassword: good,
        }),
      ),
    ).toEqual({ fullName: unusual, phone: unusual });
    const address = {
      firstName: "Ana",
      lastName: "López",
      addressLine1: "1 Main St",
      addressLine2: "Flat\u001b 2",
      city: "Lima",
      stateProvince: "LIM",
      postalCode: "15001",
      country: "PE",
    };
    expect(
      errorsOf(
        customerDetailsSchema.safeParse({
          firstName: "Ana",
          lastName: "L\u007fópez",
          shippingAddress: address,
        }),
      ),
    ).toEqual({ lastName: unusual, "shippingAddress.addressLine2": unusual });
  });

  it("register: the spec's messages", () => {
    expect(errorsOf(registerSchema.safeParse({}))).toMatchObject({
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      password: "Please enter your password",
    });
    const base = { fullName: "Ana López", email: "ana@example.com" };
    expect(
      errorsOf(registerSchema.safeParse({ ...base, password: "short", confirmPassword: "short" })),
    ).toEqual({ password: "Password must be at least 8 characters" });
    expect(
      errorsOf(registerSchema.safeParse({ ...base, password: good, confirmPassword: `${good}x` })),
    ).toEqual({ confirmPassword: "Passwords do not match" });
    expect(
      errorsOf(
        registerSchema.safeParse({ email: "ana@", password: good, confirmPassword: `${good}x` }),
      ),
    ).toEqual({
      fullName: "Please enter your full name",
      email: "Please enter a valid email address",
      confirmPassword: "Passwords do not match",
    });
    expect(
      errorsOf(
        registerSchema.safeParse({ ...base, email: "ana@", password: good, confirmPassword: good }),
      ),
    ).toEqual({ email: "Please enter a valid email address" });
    const parsed = registerSchema.parse({
      ...base,
      email: "  Ana@Example.COM ",
      phone: " ",
      password: good,
      confirmPassword: good,
    });
    expect(parsed.email).toBe("ana@example.com");
    expect(parsed.phone).toBeNull();
  });

  it("refuses common passwords whatever their case", () => {
    expect(commonPasswordCount).toBeGreaterThan(300);
    expect(isCommonPassword("PASSWORD123")).toBe(true);
    expect(isCommonPassword(good)).toBe(false);
    expect(
      errorsOf(
        registerSchema.safeParse({
          fullName: "A",
          email: "a@example.com",
          password: "Qwertyuiop",
          confirmPassword: "Qwertyuiop",
        }),
      ).password,
    ).toBe("This password is too common. Please choose a less predictable one.");
  });

  it("sign-in and forgot password", () => {
    expect(errorsOf(signInSchema.safeParse({ email: " ", password: "" }))).toEqual({
      email: "Please enter your email address",
      password: "Please enter your password",
    });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "" })).email).toBe(
      "Please enter your email address",
    );
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "nope" })).email).toBe(
      "Please enter a valid email address",
    );
  });

  it("reset and change password", () => {
    expect(errorsOf(resetPasswordSchema.safeParse({ password: "", confirmPassword: "" }))).toEqual({
      token: "Invalid reset token. Please request a new password reset.",
      password: "Please enter a new password",
    });
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({ token: "t", password: "short", confirmPassword: "short" }),
      ),
    ).toEqual({ password: "Password must be at least 8 characters long" });
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({ token: "t", password: good, confirmPassword: "other" }),
      ),
    ).toEqual({ confirmPassword: "Passwords do not match" });
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          currentPassword: "",
          newPassword: good,
          confirmPassword: good,
        }),
      ),
    ).toEqual({ currentPassword: "Please enter your current password" });
  });

  it("details: address messages keyed by dotted path", () => {
    const errors = errorsOf(
      customerDetailsSchema.safeParse({
        firstName: "",
        lastName: "",
        shippingAddress: { addressLine1: " " },
      }),
    );
    expect(errors).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      "shippingAddress.firstName": "First name is required",
      "shippingAddress.lastName": "Last name is required",
      "shippingAddress.addressLine1": "Address is required",
      "shippingAddress.city": "City is required",
      "shippingAddress.stateProvince": "State/Province is required",
      "shippingAddress.postalCode": "Postal code is required",
      "shippingAddress.country": "Country is required",
    });
    expect(emailPreferencesSchema.safeParse({ marketing: true }).success).toBe(false);
  });

  it("splits a full name on the first space", () => {
    expect(splitFullName("  Ana   María López ")).toEqual({
      firstName: "Ana",
      lastName: "María López",
    });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });
});
