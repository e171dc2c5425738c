import type { ZodError, z } from "zod";
import { AppError } from "#server/lib/errors.ts";

/**
 * The first message of each field. Keys are dotted paths (shippingAddress.city,
 * socialLinks.0.url), or with `byField` only the top-level name, so a list's items share the
 * list's message.
 */
export function fieldErrors(error: ZodError, options: { byField?: boolean } = {}) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = options.byField ? issue.path.slice(0, 1) : issue.path;
    const key = path.map(String).join(".") || "input";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The schema's typed value, or AppError `bad_request` with one message per field in its
 * details and `message` for the whole input (the first problem's own message when none is
 * given; "" for none, where the fields' messages say it all). Pages and API handlers both
 * refuse bad input through this.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: { message?: string; byField?: boolean } = {},
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = options.message ?? parsed.error.issues[0]?.message ?? "Invalid request";
  throw new AppError("bad_request", message, fieldErrors(parsed.error, options));
}
