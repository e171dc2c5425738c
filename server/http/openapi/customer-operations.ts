/**
 * The signed-in customer's own endpoints (server/http/api/customers.ts, orders.ts; spec §7
 * "Account", GET /api/orders/customer) and the files they bought (GET /api/customers/downloads).
 */
import { z } from "zod";
import {
  customerDownloadsResponse,
  customerOrdersResponse,
  customerResponse,
  detailsBody,
  detailsResponse,
  emailPreferencesBody,
  emailPreferencesResponse,
  profileBody,
} from "#server/http/api/account-schemas.ts";
import {
  exampleAddress,
  exampleCustomer,
  invalid,
  notAuthenticated,
} from "#server/http/openapi/account-examples.ts";
import { failure, type Operation } from "#server/http/openapi/operation.ts";
import { orderMessages } from "#server/orders/order-messages.ts";

const exampleDetails = {
  success: true,
  data: { phone: "555-0101", shipping_address: exampleAddress },
};

export const customerOperations: Operation[] = [
  {
    method: "put",
    path: "/api/customers/{id}",
    operationId: "updateCustomer",
    summary: "Change one's own profile",
    description:
      "Any of firstName, lastName, phone, emailPreferences (each preference optional). The email cannot be changed: sending one other than the stored address answers 400.",
    tag: "Customer",
    auth: "bearer",
    // The handler compares the id with the signed-in customer's as text; no schema parses it.
    params: z.object({
      id: z.string().meta({
        description: "The customer's id (or documentId, the same value).",
        example: "42",
      }),
    }),
    body: { schema: profileBody, example: { firstName: "Ana", phone: "555-0101" } },
    responses: {
      200: {
        description: "The changed customer.",
        schema: customerResponse,
        example: { success: true, customer: exampleCustomer },
      },
      400: failure("Refused data.", "bad_request", "Invalid profile data", {
        firstName: "First name is required",
      }),
      401: notAuthenticated,
      403: failure(
        "Another customer's record.",
        "forbidden",
        "You can only change your own account",
      ),
    },
  },
  {
    method: "get",
    path: "/api/customers/email-preferences",
    operationId: "getEmailPreferences",
    summary: "E-mail preferences",
    tag: "Customer",
    auth: "bearer",
    responses: {
      200: {
        description: "The preferences.",
        schema: emailPreferencesResponse,
        example: {
          success: true,
          preferences: { marketing: false, orderUpdates: true, newsletter: false },
        },
      },
      401: notAuthenticated,
    },
  },
  {
    method: "put",
    path: "/api/customers/email-preferences",
    operationId: "updateEmailPreferences",
    summary: "Save e-mail preferences",
    tag: "Customer",
    auth: "bearer",
    body: {
      schema: emailPreferencesBody,
      example: { marketing: true, orderUpdates: true, newsletter: false },
    },
    responses: {
      200: {
        description: "The saved preferences.",
        schema: emailPreferencesResponse,
        example: {
          success: true,
          preferences: { marketing: true, orderUpdates: true, newsletter: false },
        },
      },
      400: invalid("Invalid input: expected boolean, received string", "marketing"),
      401: notAuthenticated,
    },
  },
  {
    method: "get",
    path: "/api/customers/details",
    operationId: "getCustomerDetails",
    summary: "Phone and shipping address (checkout auto-fill)",
    tag: "Customer",
    auth: "bearer",
    responses: {
      200: { description: "The details.", schema: detailsResponse, example: exampleDetails },
      401: notAuthenticated,
    },
  },
  {
    method: "put",
    path: "/api/customers/details",
    operationId: "updateCustomerDetails",
    summary: "Save phone and shipping address",
    description: "A field left out is unchanged; `shipping_address: null` removes the address.",
    tag: "Customer",
    auth: "bearer",
    body: {
      schema: detailsBody,
      example: { phone: "555-0101", shipping_address: exampleAddress },
    },
    responses: {
      200: { description: "The saved details.", schema: detailsResponse, example: exampleDetails },
      400: invalid("City is required", "shipping_address.city"),
      401: notAuthenticated,
    },
  },
  {
    method: "get",
    path: "/api/orders/customer",
    operationId: "listCustomerOrders",
    summary: "The signed-in customer's 20 most recent orders",
    tag: "Customer",
    auth: "bearer",
    responses: {
      200: {
        description: "Newest first.",
        schema: customerOrdersResponse,
        example: {
          success: true,
          orders: [
            {
              id: 7,
              orderNumber: "W-20261121-4821",
              createdAt: "2026-11-21T09:00:00.000Z",
              status: "shipped",
              total: 13.5,
              trackingNumber: "9400111899223344556677",
              trackingCarrier: "USPS",
              items: [
                {
                  title: "Sleepy Cats Sticker Sheet",
                  quantity: 3,
                  price: 4.5,
                  personalisation: [],
                },
              ],
            },
          ],
        },
      },
      401: failure(
        "No bearer token, or one that has expired (spec §8's words).",
        "unauthorized",
        orderMessages.signInForOrders,
      ),
    },
  },
  {
    method: "get",
    path: "/api/customers/downloads",
    operationId: "listCustomerDownloads",
    summary: "Every file the signed-in customer has bought",
    description:
      "The files of their paid orders (guest orders joined to the account included), newest purchase first, each with a fresh signed link that works for 24 hours and counts against the purchase's downloads. Refunded or cancelled orders' files are left out.",
    tag: "Customer",
    auth: "bearer",
    responses: {
      200: {
        description: "Newest purchase first.",
        schema: customerDownloadsResponse,
        example: {
          success: true,
          downloads: [
            {
              orderNumber: "W-20261121-4821",
              productTitle: "Weekly Meal Planner Printable",
              fileName: "weekly-meal-planner-printable.pdf",
              sizeBytes: 4301,
              downloadsLeft: 4,
              url: "https://washi.example/downloads/12/3?expires=1795000000&signature=Qm9va3MgYW5kIHBhcGVy",
              expiresAt: "2026-11-22T09:00:00.000Z",
            },
          ],
        },
      },
      401: notAuthenticated,
    },
  },
];
