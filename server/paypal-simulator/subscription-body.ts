import type { Context } from "hono";
import type { z } from "zod";
import { billingSchemaIssues } from "#server/paypal-simulator/billing-issues.ts";
import { respondWithError } from "#server/paypal-simulator/errors.ts";
import { readJsonBody } from "#server/paypal-simulator/read-json-body.ts";

/**
 * A Subscriptions request's body parsed by its schema, or PayPal's 400 answer for it:
 * MISSING_REQUEST_BODY (when the operation needs one), INVALID_PARAMETER_SYNTAX for JSON that
 * does not parse, else the schema's issues.
 */
export async function readSubscriptionBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: { required?: boolean } = {},
): Promise<{ data: z.output<Schema> } | { refused: Response }> {
  const fail = (details: Parameters<typeof respondWithError>[2]) => ({
    refused: respondWithError(c, 400, details, "subscriptions"),
  });
  if (options.required && !(await c.req.text()).trim()) {
    return fail([{ issue: "MISSING_REQUEST_BODY" }]);
  }
  const json = await readJsonBody(c);
  if (json === undefined) return fail([{ issue: "INVALID_PARAMETER_SYNTAX" }]);
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(billingSchemaIssues(parsed.error));
  return { data: parsed.data };
}
