/**
 * The real PayPal client talking HTTP to the project's PayPal simulator, for payment tests:
 * a buyer who approves at the simulator, faults injected with PayPal's own negative-testing
 * header (PayPal-Mock-Response), and the webhook events the simulator sends.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { paypalSimulatorRecords } from "#server/db/schema.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import { createPayPalSimulator } from "#server/payments/paypal/simulator/app.ts";
import { simulatorCredentials } from "#server/payments/paypal/simulator/merchant-credentials.ts";
import { listen } from "#tests/support/http-app.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

/** Generous enough for a loaded test machine; the "timeout" fault answers later than this. */
const CLIENT_TIMEOUT_MS = 8000;

type BuyerChoice = "balance" | "declined-card" | "pending-review" | "cancel";

export interface TestPayPal {
  client: ReturnType<typeof createPayPalClient>;
  simulatorUrl: string;
  /** The buyer picks an option on the simulator's approval page. */
  approve(paypalOrderId: string, choice?: BuyerChoice): Promise<void>;
  /** The next call whose path ends with `pathSuffix` fails: PayPal 500, or answers too late. */
  failNext(pathSuffix: string, fault: "server-error" | "timeout"): void;
  /** How many captures the simulator holds for this PayPal order. */
  captureCount(paypalOrderId: string): Promise<number>;
  close(): Promise<void>;
}

/** `webhookUrl`: where the simulator POSTs its signed events. */
export async function startTestPayPal(db: Database, webhookUrl: string): Promise<TestPayPal> {
  let simulator: ReturnType<typeof createPayPalSimulator> | undefined;
  const server = await listen({
    fetch: (request) => {
      if (!simulator) throw new Error("simulator not ready");
      return simulator.fetch(request);
    },
  });
  simulator = createPayPalSimulator({ db, publicBaseUrl: server.url, webhookUrl, controls: true });

  const faults: { pathSuffix: string; fault: "server-error" | "timeout" }[] = [];
  const faultyFetch: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const index = faults.findIndex((fault) => new URL(url).pathname.endsWith(fault.pathSuffix));
    if (index === -1) return fetch(input, init);
    const fault = faults.splice(index, 1)[0]?.fault;
    const headers = new Headers(init?.headers);
    headers.set(
      "PayPal-Mock-Response",
      JSON.stringify(
        fault === "server-error"
          ? { mock_application_codes: "INTERNAL_SERVER_ERROR" }
          : { mock_delay_ms: CLIENT_TIMEOUT_MS + 500 },
      ),
    );
    return fetch(input, { ...init, headers });
  };
  const client = createPayPalClient({
    baseUrl: server.url,
    credentials: () => simulatorCredentials(db),
    timeoutMs: CLIENT_TIMEOUT_MS,
    fetch: faultyFetch,
  });

  return {
    client,
    simulatorUrl: server.url,
    async approve(paypalOrderId, choice = "balance") {
      const response = await fetch(`${server.url}/checkoutnow`, {
        method: "POST",
        body: new URLSearchParams({ token: paypalOrderId, choice }),
        redirect: "manual",
      });
      if (response.status !== 303 && response.status !== 302) {
        throw new Error(`approval answered ${response.status}`);
      }
    },
    failNext(pathSuffix, fault) {
      faults.push({ pathSuffix, fault });
    },
    async captureCount(paypalOrderId) {
      const [record] = await db
        .select({ data: paypalSimulatorRecords.data })
        .from(paypalSimulatorRecords)
        .where(
          and(
            eq(paypalSimulatorRecords.kind, "order"),
            eq(paypalSimulatorRecords.id, paypalOrderId),
          ),
        );
      const units = (record?.data as { purchase_units?: { payments?: { captures?: unknown[] } }[] })
        ?.purchase_units;
      return (units ?? []).reduce((sum, unit) => sum + (unit.payments?.captures?.length ?? 0), 0);
    },
    close: server.close,
  };
}

/** A listener that keeps what is POSTed to it (the simulator's webhook events). */
export async function startWebhookCollector() {
  const received: { headers: Headers; body: string }[] = [];
  const server = await listen({
    fetch: async (request) => {
      received.push({ headers: request.headers, body: await request.text() });
      return new Response(null, { status: 200 });
    },
  });
  return { url: server.url, received, close: server.close };
}

/**
 * A test database with the payment services on it: PayPal's simulator through the real
 * client, and a collector for the simulator's webhooks. `close` ends all three.
 */
export async function startTestPaymentServices(options: { ownerEmail?: string } = {}) {
  const test = await createTestDatabase();
  const webhooks = await startWebhookCollector();
  const paypal = await startTestPayPal(test.db, webhooks.url);
  const services: PaymentServices = {
    db: test.db,
    paypal: paypal.client,
    publicUrl: "https://washi.test",
    timeZone: "America/New_York",
    ownerEmail: options.ownerEmail,
  };
  return {
    test,
    db: test.db,
    paypal,
    webhooks,
    services,
    async close() {
      await paypal.close();
      await webhooks.close();
      await test.close();
    },
  };
}
