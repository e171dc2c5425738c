import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import {
  configuredCredentials,
  paypalClientFor,
} from "#server/payments/paypal/client-for-config.ts";
import {
  createPayPalSimulator,
  type PayPalSimulatorOptions,
  simulatorWebhookId,
} from "#server/paypal-simulator/app.ts";
import { simulatorCredentials } from "#server/paypal-simulator/merchant-credentials.ts";
import { simulatorPublicKey } from "#server/paypal-simulator/signing-key.ts";

/** Where this server serves the PayPal simulator when PAYPAL_MODE=simulator. */
export const SIMULATOR_PATH = "/paypal-simulator";

/**
 * The server's own address for calls it makes to itself (the client to the simulator, the
 * simulator's webhooks): loopback unless it listens on one particular interface.
 */
function ownAddress(config: Config) {
  const wildcard = config.host === "0.0.0.0" || config.host === "::";
  const host = wildcard
    ? "127.0.0.1"
    : config.host.includes(":")
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}

/** The PayPal client for PAYPAL_MODE; in simulator mode, over HTTP to this server's simulator. */
export function paypalClientOf(config: Config, db: Database) {
  return paypalClientFor(config, {
    simulatorBaseUrl: `${ownAddress(config)}${SIMULATOR_PATH}`,
    simulatorCredentials: () => simulatorCredentials(db),
  });
}

/**
 * What the simulator needs when PAYPAL_MODE=simulator, else undefined: the server serves it,
 * and its background jobs end its reviews (server/paypal-simulator/end-reviews.ts).
 */
export function simulatorOptionsOf(
  config: Config,
  db: Database,
): PayPalSimulatorOptions | undefined {
  if (config.paypal.mode !== "simulator") return undefined;
  return {
    db,
    // The simulator's links (approval page, its signing certificate) are on the public address.
    publicBaseUrl: `${config.publicUrl}${SIMULATOR_PATH}`,
    webhookUrl: `${ownAddress(config)}/api/payments/paypal/webhook`,
    webhookId: config.paypal.webhookId ?? simulatorWebhookId,
    credentials: configuredCredentials(config),
    controls: config.paypal.simulatorControls,
  };
}

/**
 * PayPal for this server: the client for PAYPAL_MODE, and in simulator mode the simulator it
 * talks to over HTTP, served by this same server. Buyers reach the simulator's approval page
 * at the public address; the client and the webhooks use the server's own.
 */
export function setUpPayPal(config: Config, db: Database) {
  const client = paypalClientOf(config, db);
  const webhookId = config.paypal.webhookId ?? simulatorWebhookId;
  const options = simulatorOptionsOf(config, db);
  const simulator = options ? createPayPalSimulator(options) : undefined;
  // The simulator's webhooks verify with its own key, never with one fetched from a URL.
  const verifyingKey = simulator ? () => simulatorPublicKey(db) : undefined;
  return { client, simulator, webhookId, simulatorPublicKey: verifyingKey };
}
