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
