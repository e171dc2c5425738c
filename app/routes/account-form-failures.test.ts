/**
 * The sign-in, registration, My Details and Email Preferences actions when the database fails
 * under them (spec §8): each answers 500 with the form's own words instead of throwing to the
 * error page, logs the error and never shows its text.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountPage from "#app/routes/account.tsx";
import * as loginPage from "#app/routes/login.tsx";
import * as registerPage from "#app/routes/register.tsx";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import { SESSION_COOKIE } from "#server/accounts/session-cookie.ts";
import { startSession } from "#server/accounts/sessions.ts";
import { parseConfig } from "#server/config.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { paypalClientFor } from "#server/payments/paypal/client-for-config.ts";
import { simulatorCredentials } from "#server/paypal-simulator/merchant-credentials.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const CAUSE = "connection to 10.0.0.7:5432 lost";
const PASSWORD = "Ink-Stone-Brush-8";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

/** The database as a lost connection leaves it: every query throws. */
const lostDatabase = new Proxy({} as Database, {
  get: () => () => {
    throw new Error(CAUSE);
  },
});

/** The database with its customers unwritable, and everything else (sessions) working. */
function customersUnwritable(db: Database): Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== "update") return value;
      return (table: unknown) => {
        if (table === customers) throw new Error(CAUSE);
        return value.call(target, table);
      };
    },
  });
}

function contextOn(db: Database) {
  const context = new RouterContextProvider();
  const config = parseConfig({ DATA_DIR: test.dataDir });
  const log = createCapturingLogger();
  context.set(appContext, {
    db,
    config,
    storage: test.storage,
    logger: log.logger,
    requestId: "test",
    nonce: "test",
    clientAddress: "192.0.2.81",
    // None of these forms calls PayPal; the context just has to be complete.
    paypal: paypalClientFor(config, {
      simulatorBaseUrl: "http://127.0.0.1:9/paypal-simulator",
      simulatorCredentials: () => simulatorCredentials(test.db),
    }),
  });
  return { context, logLines: log.lines };
}

/** Posts `form` to an action as React Router calls it, as the page's script sends it. */
async function post(
  action: (args: never) => unknown,
  path: string,
  db: Database,
  form: Record<string, string>,
  cookie?: string,
) {
  const { context, logLines } = contextOn(db);
  const request = new Request(`https://shop.example${path}`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams({ ...form, via: "fetch" }),
  });
  const answer = (await action({ request, params: {}, context } as never)) as {
    data: Record<string, unknown>;
    init?: { status?: number };
  };
  return { status: answer.init?.status, reply: answer.data, logLines };
}

/** What a failed form must show: its words; and what must not: the error's. */
function expectFallback(answer: Awaited<ReturnType<typeof post>>, message: string) {
  expect(answer.status).toBe(500);
  expect(answer.reply).toMatchObject({ ok: false, message, errors: {} });
  expect(JSON.stringify(answer.reply)).not.toContain(CAUSE);
  expect(answer.logLines).toContainEqual(
    expect.objectContaining({ level: 50, err: expect.objectContaining({ message: CAUSE }) }),
  );
}

async function signedIn(email: string) {
  const customer = await registerCustomer(
    test.db,
    { email, password: PASSWORD, firstName: "Sora", lastName: "Abe" },
    { clientAddress: "192.0.2.81", publicUrl: "https://shop.example" },
  );
  const { token } = await startSession(test.db, customer);
  return `${SESSION_COOKIE}=${token}`;
}

describe("a failure nobody foresaw", () => {
  it("signing in says 'Login failed' and keeps the e-mail typed", async () => {
    const answer = await post(loginPage.action, "/login", lostDatabase, {
      email: "sora@example.com",
      password: PASSWORD,
    });
    expectFallback(answer, "Login failed");
    expect(answer.reply.values).toEqual({ email: "sora@example.com" });
  });

  it("registering says 'Registration failed. Please try again.'", async () => {
    const answer = await post(registerPage.action, "/register", lostDatabase, {
      fullName: "Sora Abe",
      email: "sora@example.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expectFallback(answer, "Registration failed. Please try again.");
  });

  it("saving My Details says 'Failed to save details. Please try again.'", async () => {
    const cookie = await signedIn("details@example.com");
    const answer = await post(
      accountPage.action,
      "/account?edit=details",
      customersUnwritable(test.db),
      { intent: "details", firstName: "Sora", lastName: "Abe-Ito", phone: "" },
      cookie,
    );
    expectFallback(answer, "Failed to save details. Please try again.");
    expect(answer.reply).toMatchObject({ intent: "details", values: { lastName: "Abe-Ito" } });
  });

  it("a preference says 'Failed to update preferences. Please try again.'", async () => {
    const cookie = await signedIn("preferences@example.com");
    const answer = await post(
      accountPage.action,
      "/account",
      customersUnwritable(test.db),
      { intent: "preferences", newsletter: "on", orderUpdates: "on" },
      cookie,
    );
    expectFallback(answer, "Failed to update preferences. Please try again.");
    expect(answer.reply.intent).toBe("preferences");
  });
});
