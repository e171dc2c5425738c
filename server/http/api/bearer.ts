import type { Context } from "hono";
import type { ZodType, z } from "zod";
import { findBearerCustomer } from "#server/accounts/api-tokens.ts";
import type { Database } from "#server/db/client.ts";
import { readJsonBody } from "#server/http/api/json-body.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export const authMessages = {
  notAuthenticated: "Not authenticated",
  sessionExpired: "Session expired",
} as const;

/** The token of an `Authorization: Bearer …` header, if any. */
export function readBearerToken(c: Context) {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * The customer the request's bearer token (simple or access) belongs to. No token: 401 'Not
 * authenticated'; an unknown, expired or revoked one: 401 'Session expired'; or, for an
 * endpoint the spec gives its own words, `refusal` for both.
 */
export async function requireBearerCustomer(c: Context, db: Database, refusal?: string) {
  const token = readBearerToken(c);
  if (!token) throw new AppError("unauthorized", refusal ?? authMessages.notAuthenticated);
  const customer = await findBearerCustomer(db, token);
  if (!customer) throw new AppError("unauthorized", refusal ?? authMessages.sessionExpired);
  return { customer, token };
}

/** The bearer's customer when a token is sent (a bad one is 401), else null: a guest. */
export async function optionalBearerCustomer(c: Context, db: Database, refusal?: string) {
  if (!readBearerToken(c)) return null;
  return (await requireBearerCustomer(c, db, refusal)).customer;
}

/**
 * Parses a JSON body; a refusal is a 400 whose message is the first field's own message (or
 * the given one) with every field's message in `details`.
 */
export async function parseJsonBody<Schema extends ZodType>(
  c: Context,
  schema: Schema,
  message?: string,
): Promise<z.output<Schema>> {
  const body: unknown = await readJsonBody(c);
  return parseInput(schema, body, { message });
}
