import type { Context } from "hono";

/**
 * An approval page's form fields; none when the body cannot be read as a form (a wrong or
 * half content type), so the page answers as for a missing field rather than failing.
 */
export async function readFormBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}
