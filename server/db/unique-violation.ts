/** True for PostgreSQL's unique_violation, as the pg driver or PGlite reports it (maybe wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  if ("code" in error && error.code === "23505") return true;
  return "cause" in error && isUniqueViolation(error.cause);
}
