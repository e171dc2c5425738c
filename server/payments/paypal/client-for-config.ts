import type { Config } from "#server/config.ts";
import { createPayPalClient } from "#server/payments/paypal/client.ts";
import type { ClientCredentials, PayPalClient } from "#server/payments/paypal/types.ts";

export const payPalApiBases = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
} as const;

/** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, when both are set. */
export function configuredCredentials(
  config: Pick<Config, "paypal">,
): ClientCredentials | undefined {
  const { clientId, clientSecret } = config.paypal;
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/**
 * The client for PAYPAL_MODE: the project's simulator (at `simulatorBaseUrl`, with the
 * configured pair or else the simulator's own), sandbox or live.
 */
export function paypalClientFor(
  config: Pick<Config, "paypal">,
  options: {
    simulatorBaseUrl: string;
    simulatorCredentials: () => Promise<ClientCredentials>;
    timeoutMs?: number;
    fetch?: typeof fetch;
  },
): PayPalClient {
  const { mode } = config.paypal;
  const credentials = configuredCredentials(config);
  if (mode === "simulator") {
    return createPayPalClient({
      baseUrl: options.simulatorBaseUrl,
      credentials: credentials ?? options.simulatorCredentials,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    });
  }
  if (!credentials) {
    throw new Error(`PAYPAL_MODE=${mode} needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.`);
  }
  return createPayPalClient({
    baseUrl: payPalApiBases[mode],
    credentials,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
  });
}
