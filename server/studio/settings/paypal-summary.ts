import type { Config } from "#server/config.ts";

/** 'AbCd…wxyz': enough of a client id to tell which PayPal app it is, no more. */
export function maskClientId(clientId: string | undefined) {
  if (!clientId) return null;
  if (clientId.length <= 12) return "…";
  return `${clientId.slice(0, 4)}…${clientId.slice(-4)}`;
}

/**
 * What the settings screen shows of PayPal: the mode, which app (the client id masked) and
 * whether the secret and webhook id are set. Never the secret or the webhook id themselves.
 */
export function paypalSummary(paypal: Config["paypal"]) {
  return {
    mode: paypal.mode,
    clientId: maskClientId(paypal.clientId),
    secretConfigured: Boolean(paypal.clientSecret),
    webhookConfigured: Boolean(paypal.webhookId),
  };
}
