/**
 * The account endpoints of the OpenAPI document (spec §7 "Authentication (primary)",
 * "Authentication and customer", "Account", GET /api/orders/customer; decisions.md 1).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, example?: Json) => ({
  "application/json": { schema: ref(id), ...(example === undefined ? {} : { example }) },
});
const requestBody = (id: string, example: Json) => ({ required: true, content: json(id, example) });
const failure = (description: string, code: string, message: string, details?: Json) => ({
  description,
  content: json("Error", { error: { code, message, ...(details ? { details } : {}) } }),
});

export const bearerSecurityScheme = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description:
      "A simple-auth token (/api/auth/simple-login) or an access token (/api/auth/login, /api/auth/refresh). Refresh tokens are only accepted by /api/auth/refresh.",
  },
};
const bearer = [{ bearerAuth: [] }];

const notAuthenticated = failure(
  "No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired').",
  "unauthorized",
  "Not authenticated",
);
const rateLimited = failure(
  "Too many attempts from this address or for this account.",
  "rate_limited",
  "Too many sign-in attempts. Please wait 15 minutes and try again.",
);

const exampleCustomer: Json = {
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
const exampleUser: Json = {
  id: 42,
  email: "ana@example.com",
  customerName: "Ana López",
  phone: "555-0101",
};
const exampleToken = "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o";
const examplePair: Json = {
  success: true,
  accessToken: exampleToken,
  refreshToken: "Zr8uQ1pL0cV7xN3mK5yT9wB2eH6aS4dJ1fG0hR8tY2i",
  accessTokenExpiresAt: "2026-11-21T09:15:00.000Z",
  refreshTokenExpiresAt: "2026-12-21T09:00:00.000Z",
  customer: exampleCustomer,
};
const exampleAddress: Json = {
  firstName: "Ana",
  lastName: "López",
  addressLine1: "12 Lantern Street",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};

const invalid = (message: string, field: string) =>
  failure(
    "The body is malformed or a field is refused; the message is the first field's.",
    "bad_request",
    message,
    { [field]: message },
  );

export const accountPaths = {
  "/api/auth/simple-register": {
    post: {
      tags: ["Authentication"],
      operationId: "simpleRegister",
      summary: "Create an account and sign in (simple token)",
      description:
        "The name (as `name` or `fullName`) is split on the first space into first and last name. The email is trimmed and lower-cased. Passwords: 8 to 128 characters, not one of the most common ones.",
      requestBody: requestBody("SimpleRegisterRequest", {
        email: "ana@example.com",
        password: "Quiet-Paper-Lantern-7",
        name: "Ana López",
        phone: "555-0101",
      }),
      responses: {
        "201": {
          description: "Created and signed in.",
          content: json("SimpleAuthResponse", {
            success: true,
            user: exampleUser,
            token: exampleToken,
            authVersion: "2",
            message: "Account created!",
          }),
        },
        "400": invalid("Password must be at least 8 characters", "password"),
        "409": failure(
          "An account already uses this email.",
          "conflict",
          "An account with this email already exists.",
        ),
        "429": rateLimited,
      },
    },
  },
  "/api/auth/simple-login": {
    post: {
      tags: ["Authentication"],
      operationId: "simpleLogin",
      summary: "Sign in (simple token)",
      description:
        "The token lasts while it is used: 24 hours without a request end it, and 30 days at most. After 10 failed attempts for one email or from one address in 15 minutes, further attempts answer 429.",
      requestBody: requestBody("LoginRequest", {
        email: "ana@example.com",
        password: "Quiet-Paper-Lantern-7",
      }),
      responses: {
        "200": {
          description: "Signed in.",
          content: json("SimpleAuthResponse", {
            success: true,
            user: exampleUser,
            token: exampleToken,
            authVersion: "2",
            message: "Welcome back!",
          }),
        },
        "400": invalid("Please enter your password", "password"),
        "401": failure("Wrong email or password.", "unauthorized", "Invalid email or password"),
        "429": rateLimited,
      },
    },
  },
  "/api/auth/simple-logout": {
    post: {
      tags: ["Authentication"],
      operationId: "simpleLogout",
      summary: "Sign out (revoke the bearer token)",
      security: bearer,
      responses: {
        "200": {
          description: "Signed out (also when the token was already invalid).",
          content: json("Success", { success: true, message: "Signed out" }),
        },
      },
    },
  },
  "/api/auth/simple-me": {
    get: {
      tags: ["Authentication"],
      operationId: "simpleMe",
      summary: "The signed-in user (simple shape)",
      security: bearer,
      responses: {
        "200": {
          description: "The user.",
          content: json("SimpleMeResponse", { success: true, user: exampleUser, authVersion: "2" }),
        },
        "401": notAuthenticated,
      },
    },
  },
  "/api/auth/register": {
    post: {
      tags: ["Authentication"],
      operationId: "register",
      summary: "Create an account and sign in (access and refresh tokens)",
      requestBody: requestBody("RegisterRequest", {
        email: "ana@example.com",
        password: "Quiet-Paper-Lantern-7",
        firstName: "Ana",
        lastName: "López",
        phone: "555-0101",
      }),
      responses: {
        "201": {
          description: "Created and signed in.",
          content: json("TokenPairResponse", examplePair),
        },
        "400": invalid("First name is required", "firstName"),
        "409": failure(
          "An account already uses this email.",
          "conflict",
          "An account with this email already exists.",
        ),
        "429": rateLimited,
      },
    },
  },
  "/api/auth/login": {
    post: {
      tags: ["Authentication"],
      operationId: "login",
      summary: "Sign in (access and refresh tokens)",
      description:
        "The access token lasts 15 minutes; the refresh token 24 hours unused and never more than 30 days after this sign-in, however often it is refreshed. Same rate limit as simple-login.",
      requestBody: requestBody("LoginRequest", {
        email: "ana@example.com",
        password: "Quiet-Paper-Lantern-7",
      }),
      responses: {
        "200": { description: "Signed in.", content: json("TokenPairResponse", examplePair) },
        "400": invalid("Please enter your email address", "email"),
        "401": failure("Wrong email or password.", "unauthorized", "Invalid email or password"),
        "429": rateLimited,
      },
    },
  },
  "/api/auth/logout": {
    post: {
      tags: ["Authentication"],
      operationId: "logout",
      summary: "Sign out (revoke the access token and its refresh token)",
      security: bearer,
      responses: {
        "200": {
          description: "Signed out (also when the token was already invalid).",
          content: json("Success", { success: true, message: "Signed out" }),
        },
      },
    },
  },
  "/api/auth/me": {
    get: {
      tags: ["Authentication"],
      operationId: "me",
      summary: "The signed-in customer",
      security: bearer,
      responses: {
        "200": {
          description: "The customer.",
          content: json("CustomerResponse", { success: true, customer: exampleCustomer }),
        },
        "401": notAuthenticated,
      },
    },
  },
  "/api/auth/refresh": {
    post: {
      tags: ["Authentication"],
      operationId: "refresh",
      summary: "Trade a refresh token for a new pair",
      description:
        "The refresh token is spent. Presenting a spent one again revokes every token of its family (the pair it came from and all that followed) and answers 401.",
      requestBody: requestBody("RefreshRequest", { refreshToken: exampleToken }),
      responses: {
        "200": { description: "A new pair.", content: json("TokenPairResponse", examplePair) },
        "400": invalid("Session expired", "refreshToken"),
        "401": failure(
          "Unknown, spent, expired or revoked refresh token.",
          "unauthorized",
          "Session expired",
        ),
      },
    },
  },
  "/api/auth/password-reset/request": {
    post: {
      tags: ["Authentication"],
      operationId: "requestPasswordReset",
      summary: "Mail a password reset link",
      description:
        "Always the same answer, whether or not the address has an account. The link is valid for 60 minutes, once.",
      requestBody: requestBody("PasswordResetRequest", { email: "ana@example.com" }),
      responses: {
        "200": {
          description: "Accepted.",
          content: json("Success", {
            success: true,
            message:
              "If an account exists for that email address, we have sent a link to reset its password.",
          }),
        },
        "400": invalid("Please enter a valid email address", "email"),
      },
    },
  },
  "/api/auth/password-reset/reset": {
    post: {
      tags: ["Authentication"],
      operationId: "resetPassword",
      summary: "Set a new password with a reset link's token",
      description: "Ends every session and API token of the customer.",
      requestBody: requestBody("PasswordReset", {
        token: exampleToken,
        newPassword: "Brand-New-Inkwell-42",
      }),
      responses: {
        "200": {
          description: "Changed.",
          content: json("Success", {
            success: true,
            message: "Your password has been reset. Please sign in.",
          }),
        },
        "400": invalid(
          "This reset link is invalid or has expired. Please request a new password reset.",
          "token",
        ),
      },
    },
  },
  "/api/auth/change-password": {
    post: {
      tags: ["Authentication"],
      operationId: "changePassword",
      summary: "Change the password",
      description:
        "Ends every other session and API token; the calling token (and its refresh family) stays signed in.",
      security: bearer,
      requestBody: requestBody("ChangePasswordRequest", {
        currentPassword: "Quiet-Paper-Lantern-7",
        newPassword: "Brand-New-Inkwell-42",
      }),
      responses: {
        "200": {
          description: "Changed.",
          content: json("Success", { success: true, message: "Your password has been changed." }),
        },
        "400": invalid("Password must be at least 8 characters", "newPassword"),
        "401": failure(
          "Not signed in, or the current password is wrong.",
          "unauthorized",
          "Invalid current password",
        ),
      },
    },
  },
  "/api/customers/{id}": {
    put: {
      tags: ["Customer"],
      operationId: "updateCustomer",
      summary: "Change one's own profile",
      description:
        "Any of firstName, lastName, phone, emailPreferences (each preference optional). The email cannot be changed: sending one other than the stored address answers 400.",
      security: bearer,
      parameters: [
        {
          name: "id",
          in: "path",
          required: true,
          description: "The customer's id (or documentId, the same value).",
          schema: { type: "string" },
          example: "42",
        },
      ],
      requestBody: requestBody("CustomerUpdate", { firstName: "Ana", phone: "555-0101" }),
      responses: {
        "200": {
          description: "The changed customer.",
          content: json("CustomerResponse", { success: true, customer: exampleCustomer }),
        },
        "400": failure("Refused data.", "bad_request", "Invalid profile data", {
          firstName: "First name is required",
        }),
        "401": notAuthenticated,
        "403": failure(
          "Another customer's record.",
          "forbidden",
          "You can only change your own account",
        ),
      },
    },
  },
  "/api/customers/email-preferences": {
    get: {
      tags: ["Customer"],
      operationId: "getEmailPreferences",
      summary: "E-mail preferences",
      security: bearer,
      responses: {
        "200": {
          description: "The preferences.",
          content: json("EmailPreferencesResponse", {
            success: true,
            preferences: { marketing: false, orderUpdates: true, newsletter: false },
          }),
        },
        "401": notAuthenticated,
      },
    },
    put: {
      tags: ["Customer"],
      operationId: "updateEmailPreferences",
      summary: "Save e-mail preferences",
      security: bearer,
      requestBody: requestBody("EmailPreferences", {
        marketing: true,
        orderUpdates: true,
        newsletter: false,
      }),
      responses: {
        "200": {
          description: "The saved preferences.",
          content: json("EmailPreferencesResponse", {
            success: true,
            preferences: { marketing: true, orderUpdates: true, newsletter: false },
          }),
        },
        "400": invalid("Invalid input: expected boolean, received string", "marketing"),
        "401": notAuthenticated,
      },
    },
  },
  "/api/customers/details": {
    get: {
      tags: ["Customer"],
      operationId: "getCustomerDetails",
      summary: "Phone and shipping address (checkout auto-fill)",
      security: bearer,
      responses: {
        "200": {
          description: "The details.",
          content: json("CustomerDetailsResponse", {
            success: true,
            data: { phone: "555-0101", shipping_address: exampleAddress },
          }),
        },
        "401": notAuthenticated,
      },
    },
    put: {
      tags: ["Customer"],
      operationId: "updateCustomerDetails",
      summary: "Save phone and shipping address",
      description: "A field left out is unchanged; `shipping_address: null` removes the address.",
      security: bearer,
      requestBody: requestBody("CustomerDetailsUpdate", {
        phone: "555-0101",
        shipping_address: exampleAddress,
      }),
      responses: {
        "200": {
          description: "The saved details.",
          content: json("CustomerDetailsResponse", {
            success: true,
            data: { phone: "555-0101", shipping_address: exampleAddress },
          }),
        },
        "400": invalid("City is required", "shipping_address.city"),
        "401": notAuthenticated,
      },
    },
  },
  "/api/orders/customer": {
    get: {
      tags: ["Customer"],
      operationId: "listCustomerOrders",
      summary: "The signed-in customer's 20 most recent orders",
      security: bearer,
      responses: {
        "200": {
          description: "Newest first.",
          content: json("CustomerOrders", {
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
                items: [{ title: "Sleepy Cats Sticker Sheet", quantity: 3, price: 4.5 }],
              },
            ],
          }),
        },
        "401": notAuthenticated,
      },
    },
  },
};
