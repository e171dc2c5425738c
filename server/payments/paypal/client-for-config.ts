import type { Config } from "#server/config.ts";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";

export const payPalApiBases = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
} as const;

/** The simulator accepts any non-empty credentials, so it works with none configured. */
const simulatorCredentials = { clientId: "washi-simulator", clientSecret: "simulator-secret" };

/** The client for PAYPAL_MODE: the project's simulator (at `simulatorBaseUrl`), sandbox or live. */
export function paypalClientFor(
  config: Pick<Config, "paypal">,
  options: { simulatorBaseUrl: string; timeoutMs?: number; fetch?: typeof fetch },
): PayPalClient {
  const { mode, clientId, clientSecret } = config.paypal;
  if (mode === "simulator") {
    return createPayPalClient({
      baseUrl: options.simulatorBaseUrl,
      clientId: clientId ?? simulatorCredentials.clientId,
      clientSecret: clientSecret ?? simulatorCredentials.clientSecret,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
  }
  if (!clientId || !clientSecret) {
    throw new Error(`PAYPAL_MODE=${mode} needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.`);
  }
  return createPayPalClient({
    baseUrl: payPalApiBases[mode],
    clientId,
    clientSecret,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
  });
}
