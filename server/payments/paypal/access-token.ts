import { exchangeWithPayPal, payPalErrorFrom } from "#server/payments/paypal/paypal-http.ts";
import { type ClientCredentials, PayPalError } from "#server/payments/paypal/types.ts";

interface AccessTokenOptions {
  baseUrl: string;
  credentials: ClientCredentials | (() => Promise<ClientCredentials>);
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => number;
}

/** A token is renewed this long before PayPal says it ends, so no request carries a dying one. */
const renewalMarginMs = 5 * 60_000;

/**
 * The OAuth2 client-credentials token, fetched once and shared by every request until shortly
 * before it expires or PayPal refuses it. Concurrent callers wait for the same token call.
 */
export function createAccessTokenSource(options: AccessTokenOptions) {
  let current: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function requestToken() {
    const { clientId, clientSecret } =
      typeof options.credentials === "function" ? await options.credentials() : options.credentials;
    const credentials = Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
    const answer = await exchangeWithPayPal(
      options.fetch,
      options.timeoutMs,
      `${options.baseUrl}/v1/oauth2/token`,
      {
        method: "POST",
        headers: {
          Authorization: `Basic ${credentials}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: "grant_type=client_credentials",
      },
    );
    if (answer.status !== 200) throw payPalErrorFrom(answer, "the access token request");
    const body = answer.body as { access_token?: unknown; expires_in?: unknown };
    if (typeof body?.access_token !== "string" || typeof body.expires_in !== "number") {
      throw new PayPalError("PayPal answered the token request without a token.", 200, "BAD_TOKEN");
    }
    const lifetimeMs = body.expires_in * 1000;
    const margin = Math.min(renewalMarginMs, lifetimeMs / 2);
    current = { token: body.access_token, renewAt: options.now() + lifetimeMs - margin };
    return body.access_token;
  }

  return {
    async get(): Promise<string> {
      if (current && options.now() < current.renewAt) return current.token;
      pending ??= requestToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** Forgets `token` after PayPal refused it (unless another request already renewed it). */
    discard(token: string) {
      if (current?.token === token) current = undefined;
    },
  };
}
