/** Examples and error answers shared by the authentication and customer endpoints. */
import { failure } from "#server/http/openapi/operation.ts";

export const exampleCustomer = {
  id: 42,
  documentId: "42",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "López",
  phone: "555-0101",
  customerNumber: "C-10042",
  emailVerified: false,
  emailPreferences: { marketing: false, orderUpdates: true, newsletter: false },
  addresses: [],
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
};
export const exampleUser = {
  id: 42,
  email: "ana@example.com",
  customerName: "Ana López",
  phone: "555-0101",
};
export const exampleToken = "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o";
export const examplePair = {
  success: true,
  accessToken: exampleToken,
  refreshToken: "Zr8uQ1pL0cV7xN3mK5yT9wB2eH6aS4dJ1fG0hR8tY2i",
  accessTokenExpiresAt: "2026-11-21T09:15:00.000Z",
  refreshTokenExpiresAt: "2026-12-21T09:00:00.000Z",
  customer: exampleCustomer,
};
export const exampleAddress = {
  firstName: "Ana",
  lastName: "López",
  addressLine1: "12 Lantern Street",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};

export const notAuthenticated = failure(
  "No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired').",
  "unauthorized",
  "Not authenticated",
);

/** A refused body: the message is the first field's, `details` has each. */
export const invalid = (message: string, field: string) =>
  failure(
    "The body is malformed or a field is refused; the message is the first field's.",
    "bad_request",
    message,
    { [field]: message },
  );
