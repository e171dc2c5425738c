import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beginSession } from "#app/server/session.server.ts";
import { registerCustomer } from "#server/accounts/register-customer.ts";
import { SESSION_COOKIE } from "#server/accounts/session-cookie.ts";
import { findSessionCustomer, startSession } from "#server/accounts/sessions.ts";
import { parseConfig } from "#server/config.ts";
import { appContext } from "#server/context.ts";
import { paypalClientFor } from "#server/payments/paypal/client-for-config.ts";
import { simulatorCredentials } from "#server/paypal-simulator/merchant-credentials.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

const PASSWORD = "Ink-Stone-Brush-8";

function contextOf() {
  const context = new RouterContextProvider();
  const config = parseConfig({ DATA_DIR: test.dataDir });
  context.set(appContext, {
    db: test.db,
    config,
    storage: test.storage,
    logger: createCapturingLogger().logger,
    requestId: "test",
    nonce: "test",
    clientAddress: "192.0.2.80",
    // Signing in never calls PayPal; the context just has to be complete.
    paypal: paypalClientFor(config, {
      simulatorBaseUrl: "http://127.0.0.1:9/paypal-simulator",
      simulatorCredentials: () => simulatorCredentials(test.db),
    }),
  });
  return context;
}

function register(email: string) {
  return registerCustomer(
    test.db,
    { email, password: PASSWORD, firstName: "Sora", lastName: "Abe" },
    { clientAddress: "192.0.2.80", publicUrl: "https://shop.example" },
  );
}

describe("beginSession", () => {
  it("ends the session the browser already had before starting the new one", async () => {
    const previous = await register("previous@example.com");
    const next = await register("next@example.com");
    const old = await startSession(test.db, previous);
    const request = new Request("https://shop.example/login", {
      method: "POST",
      headers: { cookie: `${SESSION_COOKIE}=${old.token}` },
    });
    const headers = await beginSession(request, contextOf(), next);
    expect(await findSessionCustomer(test.db, old.token)).toBeNull();
    const newToken = headers
      .get("set-cookie")
      ?.match(new RegExp(`${SESSION_COOKIE}=([\\w-]+)`))?.[1];
    expect((await findSessionCustomer(test.db, newToken))?.id).toBe(next.id);
  });
});
