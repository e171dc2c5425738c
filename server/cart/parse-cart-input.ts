import type { z } from "zod";
import { AppError } from "#server/errors.ts";

/** Parses a cart input; a bad one becomes a `bad_request` with the first problem's message. */
export function parseCartInput<Schema extends z.ZodType>(schema: Schema, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<Schema>;
  const details = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join(".") || "input", issue.message]),
  );
  throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request", details);
}
