import type { Context } from "hono";

/** The JSON body, `{}` when empty (capture may have none), or undefined when malformed. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = (await c.req.text()).trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const requestIdOf = (c: Context) => c.req.header("paypal-request-id") || undefined;

/** The body of a simulator control: its fields, or none when it is not a JSON object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  return body && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
