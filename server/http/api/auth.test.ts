import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { settleDeferredWork } from "#server/lib/deferred-work.ts";
import { hashSecretToken } from "#server/lib/secret-token.ts";
import { createTestHttpApp } from "#tests/support/http-app.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let app: ReturnType<typeof createTestHttpApp>["app"];
let logLines: ReturnType<typeof createTestHttpApp>["logLines"];

beforeAll(async () => {
  test = await createTestDatabase();
  ({ app, logLines } = createTestHttpApp({ database: test.handle, dataDir: test.dataDir }));
});
afterAll(() => test?.close());
// Every request here comes from one address; each test starts with the limits untouched.
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

const PASSWORD = "Quiet-Paper-Lantern-7";

function post(path: string, body: unknown, token?: string) {
  return app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
function get(path: string, token?: string) {
  return app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function registerPair(email: string, password = PASSWORD) {
  const response = await post("/api/auth/register", {
    email,
    password,
    firstName: "Ana",
    lastName: "López",
    phone: "555-0101",
  });
  expect(response.status).toBe(201);
  return (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    customer: { id: number; email: string };
  };
}

describe("simple authentication", () => {
  it("registers with a full name, signs in, reads me and signs out", async () => {
    const registered = await post("/api/auth/simple-register", {
      email: "  Mia.Tan@Example.COM ",
      password: PASSWORD,
      name: "Mia Tan Wei",
      phone: "555 0199",
    });
    expect(registered.status).toBe(201);
    const body = await registered.json();
    expect(body).toMatchObject({
      success: true,
      authVersion: "2",
      user: { email: "mia.tan@example.com", customerName: "Mia Tan Wei", phone: "555 0199" },
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);

    const [row] = await queryRows<{ first_name: string; last_name: string; password_hash: string }>(
      test.db,
      sql`select first_name, last_name, password_hash from customers where email = 'mia.tan@example.com'`,
    );
    expect(row).toMatchObject({ first_name: "Mia", last_name: "Tan Wei" });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    const login = await post("/api/auth/simple-login", {
      email: "MIA.TAN@example.com ",
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const { token, user, authVersion } = await login.json();
    expect(authVersion).toBe("2");
    expect(user.id).toBe(body.user.id);

    const me = await get("/api/auth/simple-me", token);
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe("mia.tan@example.com");

    expect((await post("/api/auth/simple-logout", {}, token)).status).toBe(200);
    const after = await get("/api/auth/simple-me", token);
    expect(after.status).toBe(401);
    expect((await after.json()).error.message).toBe("Session expired");
    // The token from registration still works: logging out ends one sign-in only.
    expect((await get("/api/auth/simple-me", body.token)).status).toBe(200);
  });

  it("answers 401 'Not authenticated' without a token", async () => {
    const response = await get("/api/auth/simple-me");
    expect(response.status).toBe(401);
    expect((await response.json()).error).toMatchObject({
      code: "unauthorized",
      message: "Not authenticated",
    });
  });

  it("refuses bad registrations with the spec's messages", async () => {
    const cases: [unknown, string, string][] = [
      [{ email: "a@example.com", password: PASSWORD }, "name", "Please enter your full name"],
      [{ name: "A", password: PASSWORD }, "email", "Please enter your email address"],
      [
        { name: "A", email: "nope", password: PASSWORD },
        "email",
        "Please enter a valid email address",
      ],
      [
        { name: "A", email: "a@example.com", password: "short" },
        "password",
        "Password must be at least 8 characters",
      ],
      [
        { name: "A", email: "a@example.com", password: "x".repeat(129) },
        "password",
        "Password must be at most 128 characters",
      ],
      [
        { name: "A", email: "a@example.com", password: "Password123" },
        "password",
        "This password is too common. Please choose a less predictable one.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await post("/api/auth/simple-register", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await response.json();
      expect(error.message).toBe(message);
      expect(error.details[field]).toBe(message);
    }
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    await registerPair("dup@example.com");
    const response = await post("/api/auth/simple-register", {
      email: " DUP@Example.com",
      password: PASSWORD,
      fullName: "Someone Else",
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      "An account with this email already exists.",
    );
  });

  it("requires email and password to sign in", async () => {
    const response = await post("/api/auth/simple-login", {});
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toEqual({
      email: "Please enter your email address",
      password: "Please enter your password",
    });
  });
});

describe("token-pair authentication", () => {
  it("registers, reads me and answers the spec's customer shape", async () => {
    const { accessToken, refreshToken, customer } = await registerPair("Pair@Example.com");
    expect(accessToken).not.toBe(refreshToken);
    expect(customer).toMatchObject({
      email: "pair@example.com",
      firstName: "Ana",
      lastName: "López",
      phone: "555-0101",
      emailVerified: false,
      emailPreferences: { marketing: false, orderUpdates: true, newsletter: false },
      addresses: [],
    });
    const me = await get("/api/auth/me", accessToken);
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.customer.documentId).toBe(String(customer.id));
    expect(body.customer.customerNumber).toMatch(/^C-\d{5,}$/);
    expect(body.customer).not.toHaveProperty("credentialsVersion");
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    // A refresh token is not a bearer token.
    expect((await get("/api/auth/me", refreshToken)).status).toBe(401);
  });

  it("queues the welcome e-mail with the registration", async () => {
    await registerPair("welcome@example.com");
    const rows = await queryRows<{ template: string }>(
      test.db,
      sql`select template from outbox_emails where to_address = 'welcome@example.com'`,
    );
    expect(rows.map((row) => row.template)).toEqual(["welcome"]);
  });

  it("rotates the pair on refresh, and a reused refresh token revokes the whole family", async () => {
    const first = await registerPair("rotate@example.com");
    const refreshed = await post("/api/auth/refresh", { refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.customer.email).toBe("rotate@example.com");
    expect((await get("/api/auth/me", second.accessToken)).status).toBe(200);

    // Presented again at once (a second tab): refused, but no sign of theft.
    const retried = await post("/api/auth/refresh", { refreshToken: first.refreshToken });
    expect(retried.status).toBe(401);
    expect((await get("/api/auth/me", second.accessToken)).status).toBe(200);

    // Presented again later: the token was copied.
    await test.db.execute(
      sql`update api_tokens set used_at = used_at - interval '11 seconds' where token_hash = ${hashSecretToken(first.refreshToken)}`,
    );
    const reused = await post("/api/auth/refresh", { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.message).toBe("Session expired");
    expect((await get("/api/auth/me", second.accessToken)).status).toBe(401);
    expect((await post("/api/auth/refresh", { refreshToken: second.refreshToken })).status).toBe(
      401,
    );
    // The customer's other sign-ins are untouched.
    const login = await post("/api/auth/login", {
      email: "rotate@example.com",
      password: PASSWORD,
    });
    expect((await get("/api/auth/me", (await login.json()).accessToken)).status).toBe(200);
  });

  it("logs out the access token and its refresh token", async () => {
    const pair = await registerPair("logout@example.com");
    expect((await post("/api/auth/logout", {}, pair.accessToken)).status).toBe(200);
    expect((await get("/api/auth/me", pair.accessToken)).status).toBe(401);
    expect((await post("/api/auth/refresh", { refreshToken: pair.refreshToken })).status).toBe(401);
  });

  it("refuses a wrong password with one message for unknown and known addresses", async () => {
    await registerPair("known@example.com");
    for (const email of ["known@example.com", "unknown@example.com"]) {
      const response = await post("/api/auth/login", { email, password: "Wrong-Password-1" });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe("Invalid email or password");
    }
  });
});

describe("password reset", () => {
  async function resetTokenFor(email: string) {
    const [mail] = await queryRows<{ text: string }>(
      test.db,
      sql`select text from outbox_emails where to_address = ${email} and template = 'password-reset' order by id desc limit 1`,
    );
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    return token as string;
  }

  it("gives the same answer for known and unknown addresses", async () => {
    await registerPair("reset-known@example.com");
    const known = await post("/api/auth/password-reset/request", {
      email: "Reset-Known@example.com",
    });
    const unknown = await post("/api/auth/password-reset/request", { email: "nobody@example.com" });
    await settleDeferredWork();
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = await queryRows<{ to_address: string }>(
      test.db,
      sql`select to_address from outbox_emails where template = 'password-reset'`,
    );
    expect(mails.map((mail) => mail.to_address)).toEqual(["reset-known@example.com"]);
  });

  it("sets a new password once, ends every sign-in, and stores only the token's hash", async () => {
    const pair = await registerPair("reset-me@example.com");
    await post("/api/auth/password-reset/request", { email: "reset-me@example.com" });
    await settleDeferredWork();
    const token = await resetTokenFor("reset-me@example.com");
    const stored = await queryRows<{ token_hash: string }>(
      test.db,
      sql`select token_hash from password_reset_tokens`,
    );
    expect(stored.some((row) => row.token_hash.includes(token))).toBe(false);

    const newPassword = "Brand-New-Inkwell-42";
    const reset = await post("/api/auth/password-reset/reset", { token, newPassword });
    expect(reset.status).toBe(200);
    expect((await get("/api/auth/me", pair.accessToken)).status).toBe(401);
    expect((await post("/api/auth/refresh", { refreshToken: pair.refreshToken })).status).toBe(401);
    const login = await post("/api/auth/login", {
      email: "reset-me@example.com",
      password: newPassword,
    });
    expect(login.status).toBe(200);

    const again = await post("/api/auth/password-reset/reset", {
      token,
      newPassword: "Other-Inkwell-43",
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe(
      "This reset link is invalid or has expired. Please request a new password reset.",
    );
    const changed = await queryRows<{ template: string }>(
      test.db,
      sql`select template from outbox_emails where to_address = 'reset-me@example.com' order by id`,
    );
    expect(changed.map((row) => row.template)).toEqual([
      "welcome",
      "password-reset",
      "password-changed",
    ]);
  });

  it("refuses reset input with the spec's messages", async () => {
    const cases: [unknown, string, string][] = [
      [
        { newPassword: PASSWORD },
        "token",
        "Invalid reset token. Please request a new password reset.",
      ],
      [{ token: "x".repeat(43) }, "newPassword", "Please enter a new password"],
      [
        { token: "x".repeat(43), newPassword: "short" },
        "newPassword",
        "Password must be at least 8 characters long",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await post("/api/auth/password-reset/reset", body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.message).toBe(message);
      expect(error.details[field]).toBe(message);
    }
    const malformed = await post("/api/auth/password-reset/request", { email: "not-an-address" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBe("Please enter a valid email address");
  });
});

describe("change password", () => {
  it("checks the current password, keeps this sign-in and ends the others", async () => {
    const here = await registerPair("change@example.com");
    const elsewhere = await (
      await post("/api/auth/simple-login", { email: "change@example.com", password: PASSWORD })
    ).json();

    const wrong = await post(
      "/api/auth/change-password",
      { currentPassword: "Not-My-Password-9", newPassword: "Another-Lantern-8" },
      here.accessToken,
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toBe("Invalid current password");

    const tooShort = await post(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "short" },
      here.accessToken,
    );
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error.message).toBe("Password must be at least 8 characters");

    const changed = await post(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "Another-Lantern-8" },
      here.accessToken,
    );
    expect(changed.status).toBe(200);
    expect((await get("/api/auth/me", here.accessToken)).status).toBe(200);
    expect((await post("/api/auth/refresh", { refreshToken: here.refreshToken })).status).toBe(200);
    expect((await get("/api/auth/simple-me", elsewhere.token)).status).toBe(401);

    const unauthenticated = await post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Another-Lantern-9",
    });
    expect(unauthenticated.status).toBe(401);
  });
});

describe("logging", () => {
  it("never writes a password or a token to the log", () => {
    const text = JSON.stringify(logLines);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain("Brand-New-Inkwell-42");
    expect(text).not.toMatch(/Bearer [\w-]{20,}/);
  });
});
