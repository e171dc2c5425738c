/**
 * The sign-in endpoints (server/http/api/auth-simple.ts, auth.ts; spec §7 "Authentication
 * (primary)", "Authentication and customer"; decisions.md 1).
 */
import {
  changePasswordBody,
  customerResponse,
  loginBody,
  refreshBody,
  registerBody,
  resetBody,
  resetRequestBody,
  simpleAuthResponse,
  simpleMeResponse,
  simpleRegisterBody,
  successResponse,
  tokenPairResponse,
} from "#server/http/api/account-schemas.ts";
import {
  exampleCustomer,
  examplePair,
  exampleToken,
  exampleUser,
  invalid,
  notAuthenticated,
} from "#server/http/openapi/account-examples.ts";
import { failure, type Operation } from "#server/http/openapi/operation.ts";

const rateLimited = failure(
  "Too many attempts from this address or for this account.",
  "rate_limited",
  "Too many sign-in attempts. Please wait 15 minutes and try again.",
);
const emailTaken = failure(
  "An account already uses this email.",
  "conflict",
  "An account with this email already exists.",
);
const wrongPassword = failure(
  "Wrong email or password.",
  "unauthorized",
  "Invalid email or password",
);
const login = {
  schema: loginBody,
  example: { email: "ana@example.com", password: "Quiet-Paper-Lantern-7" },
};
const signedOut = {
  description: "Signed out (also when the token was already invalid).",
  schema: successResponse,
  example: { success: true, message: "Signed out" },
};

const takesGuestCart =
  "Send a guest's X-Cart-Token along and that cart becomes the customer's (merged with a cart they had), as a web sign-in does; the token then names nothing.";

export const authOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/simple-register",
    operationId: "simpleRegister",
    summary: "Create an account and sign in (simple token)",
    description: `The name (as \`name\` or \`fullName\`) is split on the first space into first and last name. The email is trimmed and lower-cased. Passwords: 8 to 128 characters, not one of the most common ones. ${takesGuestCart}`,
    tag: "Authentication",
    body: {
      schema: simpleRegisterBody,
      example: {
        email: "ana@example.com",
        password: "Quiet-Paper-Lantern-7",
        name: "Ana López",
        phone: "555-0101",
      },
    },
    responses: {
      201: {
        description: "Created and signed in.",
        schema: simpleAuthResponse,
        example: {
          success: true,
          user: exampleUser,
          token: exampleToken,
          authVersion: "2",
          message: "Account created!",
        },
      },
      400: invalid("Password must be at least 8 characters", "password"),
      409: emailTaken,
      429: rateLimited,
    },
  },
  {
    method: "post",
    path: "/api/auth/simple-login",
    operationId: "simpleLogin",
    summary: "Sign in (simple token)",
    description: `The token lasts while it is used: 24 hours without a request end it, and 30 days at most. In 15 minutes, after 10 failed attempts for one email from one address, 30 for one email from anywhere, or failures for 20 emails from one address, further attempts answer 429. ${takesGuestCart}`,
    tag: "Authentication",
    body: login,
    responses: {
      200: {
        description: "Signed in.",
        schema: simpleAuthResponse,
        example: {
          success: true,
          user: exampleUser,
          token: exampleToken,
          authVersion: "2",
          message: "Welcome back!",
        },
      },
      400: invalid("Please enter your password", "password"),
      401: wrongPassword,
      429: rateLimited,
    },
  },
  {
    method: "post",
    path: "/api/auth/simple-logout",
    operationId: "simpleLogout",
    summary: "Sign out (revoke the bearer token)",
    tag: "Authentication",
    auth: "bearer",
    responses: { 200: signedOut },
  },
  {
    method: "get",
    path: "/api/auth/simple-me",
    operationId: "simpleMe",
    summary: "The signed-in user (simple shape)",
    tag: "Authentication",
    auth: "bearer",
    responses: {
      200: {
        description: "The user.",
        schema: simpleMeResponse,
        example: { success: true, user: exampleUser, authVersion: "2" },
      },
      401: notAuthenticated,
    },
  },
  {
    method: "post",
    path: "/api/auth/register",
    operationId: "register",
    summary: "Create an account and sign in (access and refresh tokens)",
    description: takesGuestCart,
    tag: "Authentication",
    body: {
      schema: registerBody,
      example: {
        email: "ana@example.com",
        password: "Quiet-Paper-Lantern-7",
        firstName: "Ana",
        lastName: "López",
        phone: "555-0101",
      },
    },
    responses: {
      201: {
        description: "Created and signed in.",
        schema: tokenPairResponse,
        example: examplePair,
      },
      400: invalid("First name is required", "firstName"),
      409: emailTaken,
      429: rateLimited,
    },
  },
  {
    method: "post",
    path: "/api/auth/login",
    operationId: "login",
    summary: "Sign in (access and refresh tokens)",
    description: `The access token lasts 15 minutes; the refresh token 24 hours unused and never more than 30 days after this sign-in, however often it is refreshed. Same rate limit as simple-login. ${takesGuestCart}`,
    tag: "Authentication",
    body: login,
    responses: {
      200: { description: "Signed in.", schema: tokenPairResponse, example: examplePair },
      400: invalid("Please enter your email address", "email"),
      401: wrongPassword,
      429: rateLimited,
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    operationId: "logout",
    summary: "Sign out (revoke the access token and its refresh token)",
    tag: "Authentication",
    auth: "bearer",
    responses: { 200: signedOut },
  },
  {
    method: "get",
    path: "/api/auth/me",
    operationId: "me",
    summary: "The signed-in customer",
    tag: "Authentication",
    auth: "bearer",
    responses: {
      200: {
        description: "The customer.",
        schema: customerResponse,
        example: { success: true, customer: exampleCustomer },
      },
      401: notAuthenticated,
    },
  },
  {
    method: "post",
    path: "/api/auth/refresh",
    operationId: "refresh",
    summary: "Trade a refresh token for a new pair",
    description:
      "The refresh token is spent. Presenting a spent one again revokes every token of its family (the pair it came from and all that followed) and answers 401.",
    tag: "Authentication",
    body: { schema: refreshBody, example: { refreshToken: exampleToken } },
    responses: {
      200: { description: "A new pair.", schema: tokenPairResponse, example: examplePair },
      400: invalid("Session expired", "refreshToken"),
      401: failure(
        "Unknown, spent, expired or revoked refresh token.",
        "unauthorized",
        "Session expired",
      ),
    },
  },
  {
    method: "post",
    path: "/api/auth/password-reset/request",
    operationId: "requestPasswordReset",
    summary: "Mail a password reset link",
    description:
      "Always the same answer, whether or not the address has an account. The link is valid for 60 minutes, once.",
    tag: "Authentication",
    body: { schema: resetRequestBody, example: { email: "ana@example.com" } },
    responses: {
      200: {
        description: "Accepted.",
        schema: successResponse,
        example: {
          success: true,
          message:
            "If an account exists for that email address, we have sent a link to reset its password.",
        },
      },
      400: invalid("Please enter a valid email address", "email"),
    },
  },
  {
    method: "post",
    path: "/api/auth/password-reset/reset",
    operationId: "resetPassword",
    summary: "Set a new password with a reset link's token",
    description: "Ends every session and API token of the customer.",
    tag: "Authentication",
    body: {
      schema: resetBody,
      example: { token: exampleToken, newPassword: "Brand-New-Inkwell-42" },
    },
    responses: {
      200: {
        description: "Changed.",
        schema: successResponse,
        example: { success: true, message: "Your password has been reset. Please sign in." },
      },
      400: invalid(
        "This reset link is invalid or has expired. Please request a new password reset.",
        "token",
      ),
    },
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    operationId: "changePassword",
    summary: "Change the password",
    description:
      "Ends every other session and API token; the calling token (and its refresh family) stays signed in.",
    tag: "Authentication",
    auth: "bearer",
    body: {
      schema: changePasswordBody,
      example: { currentPassword: "Quiet-Paper-Lantern-7", newPassword: "Brand-New-Inkwell-42" },
    },
    responses: {
      200: {
        description: "Changed.",
        schema: successResponse,
        example: { success: true, message: "Your password has been changed." },
      },
      400: invalid("Password must be at least 8 characters", "newPassword"),
      401: failure(
        "Not signed in, or the current password is wrong.",
        "unauthorized",
        "Invalid current password",
      ),
    },
  },
];
