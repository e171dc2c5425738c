import type { z } from "zod";
import { fieldErrors } from "#server/accounts/validation.ts";
import { AppError } from "#server/errors.ts";

/**
 * Parses what a studio form sent with its schema; refuses it with AppError bad_request whose
 * details hold one message per field (shown under each) and whose message is `formMessage`.
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  formMessage: string,
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AppError("bad_request", formMessage, fieldErrors(parsed.error));
}
