import type { Database } from "#server/db/client.ts";
import type { ClientCredentials } from "#server/payments/paypal/types.ts";

/** What every simulator route needs. */
export interface SimulatorContext {
  db: Database;
  /** Where the simulator is served from, without a trailing slash: the base of every link. */
  publicBaseUrl: string;
  /** The shop's webhook listener, which receives the simulator's signed events. */
  webhookUrl: string;
  /** The webhook id the simulator signs with (PAYPAL_WEBHOOK_ID in the shop). */
  webhookId: string;
  /** The one pair the token endpoint accepts. */
  credentials: () => Promise<ClientCredentials>;
  clock: () => Date;
  fetch: typeof fetch;
}
