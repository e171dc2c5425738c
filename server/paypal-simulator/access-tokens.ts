import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { respondWithError } from "#server/paypal-simulator/errors.ts";
import { credentialsMatch } from "#server/paypal-simulator/merchant-credentials.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";

const tokenLifetimeSeconds = 32_400;

interface StoredToken {
  expiresAt: string;
}

/** POST /v1/oauth2/token: only the simulator's client id and secret get a token, as at PayPal. */
export async function issueAccessToken(c: Context, context: SimulatorContext) {
  const [clientId, clientSecret] = basicCredentials(c.req.header("authorization"));
  if (
    clientId === undefined ||
    clientSecret === undefined ||
    !credentialsMatch({ clientId, clientSecret }, await context.credentials())
  ) {
    return c.json(
      { error: "invalid_client", error_description: "Client Authentication failed" },
      401,
    );
  }
  const form = new URLSearchParams(await c.req.text());
  if (form.get("grant_type") !== "client_credentials") {
    return c.json(
      { error: "unsupported_grant_type", error_description: "Grant Type is NULL or unsupported" },
      400,
    );
  }
  const token = `A21AA${randomBytes(32).toString("base64url")}`;
  const now = context.clock();
  const expiresAt = new Date(now.getTime() + tokenLifetimeSeconds * 1000).toISOString();
  await writeRecord(context.db, "access-token", token, { expiresAt } satisfies StoredToken);
  return c.json({
    scope:
      "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund",
    access_token: token,
    token_type: "Bearer",
    app_id: "APP-80W284485P519543T",
    expires_in: tokenLifetimeSeconds,
    nonce: `${now.toISOString()}${randomBytes(8).toString("hex")}`,
  });
}

function basicCredentials(header: string | undefined): [string?, string?] {
  const encoded = /^Basic\s+(.+)$/i.exec(header ?? "")?.[1];
  if (!encoded) return [];
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? [] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** Refuses API calls without a live token the simulator issued (401, as PayPal). */
export function requireAccessToken(context: SimulatorContext): MiddlewareHandler {
  return async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const stored = token
      ? await readRecord<StoredToken>(context.db, "access-token", token)
      : undefined;
    if (!stored || new Date(stored.expiresAt) <= context.clock()) {
      return respondWithError(c, 401);
    }
    await next();
  };
}
