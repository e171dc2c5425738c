/**
 * Request bodies and answers of the account endpoints (spec §7, decisions.md 1). The request
 * schemas are built from the same fields as the web forms (server/accounts/validation.ts);
 * the OpenAPI document is generated from all of them (a `meta` id makes a component), and a
 * test checks real answers against it.
 */
import { z } from "zod";
import {
  accountMessages,
  emailPreferencesSchema,
  enteredPasswordField,
  newPasswordField,
} from "#server/accounts/validation.ts";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import type { toApiOrderSummary, toSimpleUser } from "#server/http/api/account-shape.ts";
import type { toApiDownload } from "#server/http/api/downloads.ts";
import { apiPersonalisation } from "#server/http/openapi/response-schemas/orders.ts";
import type { Same } from "#server/http/openapi/response-schemas/same-type.ts";
import { emailField, PLAIN_TEXT, phoneField, requiredText } from "#server/lib/text-fields.ts";
import { orderStatuses } from "#server/orders/order-states.ts";

const plainText = { error: accountMessages.unusualCharacters, abort: true } as const;

const optionalName = z
  .string()
  .trim()
  .regex(PLAIN_TEXT, plainText)
  .max(200, { error: accountMessages.tooLong })
  .optional();

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const simpleRegisterBody = z
  .object({
    email: emailField,
    password: newPasswordField(),
    name: optionalName.describe("Full name; split on the first space into first and last name"),
    fullName: optionalName.describe("Same as name; either may be sent"),
    phone: phoneField,
  })
  .refine((body) => Boolean(body.fullName || body.name), {
    error: accountMessages.fullNameRequired,
    path: ["name"],
  })
  .meta({ id: "SimpleRegisterRequest" });

export const loginBody = z
  .object({
    email: emailField,
    password: enteredPasswordField(accountMessages.passwordRequired),
  })
  .meta({ id: "LoginRequest" });

export const registerBody = z
  .object({
    email: emailField,
    password: newPasswordField(),
    firstName: requiredText(accountMessages.firstNameRequired),
    lastName: optionalName,
    phone: phoneField,
  })
  .meta({ id: "RegisterRequest" });

export const refreshBody = z
  .object({
    refreshToken: z
      .string({ error: "Session expired" })
      .min(1, "Session expired")
      .regex(PLAIN_TEXT, "Session expired"),
  })
  .meta({ id: "RefreshRequest" });

export const resetRequestBody = z
  .object({ email: emailField })
  .meta({ id: "PasswordResetRequest" });

export const resetBody = z
  .object({
    token: z
      .string({ error: accountMessages.resetTokenMissing })
      .trim()
      .min(1, { error: accountMessages.resetTokenMissing })
      .regex(PLAIN_TEXT, { error: accountMessages.resetTokenMissing }),
    newPassword: newPasswordField({
      required: accountMessages.newPasswordRequired,
      tooShort: accountMessages.newPasswordTooShort,
    }),
  })
  .meta({ id: "PasswordReset" });

export const changePasswordBody = z
  .object({
    currentPassword: enteredPasswordField(accountMessages.currentPasswordRequired),
    newPassword: newPasswordField({
      required: accountMessages.newPasswordRequired,
      tooShort: accountMessages.passwordTooShort,
    }),
  })
  .meta({ id: "ChangePasswordRequest" });

export const profileBody = z
  .object({
    email: z
      .string()
      .regex(PLAIN_TEXT, plainText)
      .optional()
      .describe("Accepted only when it equals the stored address"),
    firstName: requiredText(accountMessages.firstNameRequired).optional(),
    lastName: optionalName,
    phone: phoneField,
    emailPreferences: emailPreferencesSchema.partial().optional(),
  })
  .meta({ id: "CustomerUpdate" });

export const emailPreferencesBody = emailPreferencesSchema.meta({ id: "EmailPreferences" });

export const detailsBody = z
  .object({
    phone: phoneField,
    shipping_address: postalAddressSchema.nullish(),
  })
  .meta({ id: "CustomerDetailsUpdate" });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const postalAddress = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().optional(),
    city: z.string(),
    stateProvince: z.string(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string().optional(),
  })
  .meta({ id: "PostalAddress" });

export const apiCustomerSchema = z
  .object({
    id: z.number().int(),
    documentId: z.string().describe("The id as a string; either may be used in paths"),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    customerNumber: z.string(),
    emailVerified: z.boolean(),
    emailPreferences: z.object({
      marketing: z.boolean(),
      orderUpdates: z.boolean(),
      newsletter: z.boolean(),
    }),
    addresses: z.array(
      z.object({
        id: z.string(),
        addressType: z.enum(["shipping"]),
        isDefault: z.boolean(),
        street1: z.string(),
        street2: z.string().nullable(),
        city: z.string(),
        state: z.string(),
        postalCode: z.string(),
        country: z.string(),
      }),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Customer" });
export type ApiCustomer = z.infer<typeof apiCustomerSchema>;

const simpleUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    customerName: z.string(),
    phone: z.string().nullable(),
  })
  .meta({ id: "SimpleUser" });
true satisfies Same<z.output<typeof simpleUser>, ReturnType<typeof toSimpleUser>>;

export const simpleAuthResponse = z
  .object({
    success: z.literal(true),
    user: simpleUser,
    token: z.string(),
    authVersion: z.literal("2"),
    message: z.string(),
  })
  .meta({ id: "SimpleAuthResponse" });

export const simpleMeResponse = z
  .object({ success: z.literal(true), user: simpleUser, authVersion: z.literal("2") })
  .meta({ id: "SimpleMeResponse" });

export const tokenPairResponse = z
  .object({
    success: z.literal(true),
    accessToken: z.string(),
    refreshToken: z.string(),
    accessTokenExpiresAt: z.string(),
    refreshTokenExpiresAt: z.string(),
    customer: apiCustomerSchema,
  })
  .meta({ id: "TokenPairResponse" });

export const customerResponse = z
  .object({ success: z.literal(true), customer: apiCustomerSchema })
  .meta({ id: "CustomerResponse" });

export const successResponse = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: "Success" });

export const emailPreferencesResponse = z
  .object({ success: z.literal(true), preferences: emailPreferencesSchema })
  .meta({ id: "EmailPreferencesResponse" });

export const detailsResponse = z
  .object({
    success: z.literal(true),
    data: z.object({ phone: z.string().nullable(), shipping_address: postalAddress.nullable() }),
  })
  .meta({ id: "CustomerDetailsResponse" });

export const customerOrdersResponse = z
  .object({
    success: z.literal(true),
    orders: z.array(
      z.object({
        id: z.number().int(),
        orderNumber: z.string(),
        createdAt: z.string(),
        status: z.enum(orderStatuses),
        total: z.number().describe("US dollars"),
        trackingNumber: z.string().nullable(),
        trackingCarrier: z.string().nullable(),
        items: z.array(
          z.object({
            title: z.string(),
            quantity: z.number().int(),
            price: z.number(),
            personalisation: apiPersonalisation,
          }),
        ),
      }),
    ),
  })
  .meta({ id: "CustomerOrders" });
true satisfies Same<
  z.output<typeof customerOrdersResponse>["orders"][number],
  ReturnType<typeof toApiOrderSummary>
>;

export const customerDownloadsResponse = z
  .object({
    success: z.literal(true),
    downloads: z.array(
      z.object({
        orderNumber: z.string(),
        productTitle: z.string(),
        fileName: z.string(),
        sizeBytes: z.number().int(),
        downloadsLeft: z
          .number()
          .int()
          .describe("Downloads of this file the purchase still allows"),
        url: z
          .string()
          .nullable()
          .describe("A signed link made for this answer; null once the downloads are used up"),
        expiresAt: z.string().describe("When `url` stops working (24 hours from the answer)"),
      }),
    ),
  })
  .meta({ id: "CustomerDownloads" });
true satisfies Same<
  z.output<typeof customerDownloadsResponse>["downloads"][number],
  ReturnType<typeof toApiDownload>
>;
