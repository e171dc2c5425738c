import { isRefusal } from "#server/lib/errors.ts";

/** What the blog's error alert is told about a failure (spec §8 'Blog error alert'). */
export interface BlogLoadError {
  /** Safe to show: an AppError's message; never a database's own words. */
  message: string | null;
  /** The content could not be reached at all (the database is down or unreachable). */
  isNetworkError: boolean;
}

const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && connectionCodes.has(code)) return true;
  if (/connection (terminated|refused|timeout)|connect ETIMEDOUT/i.test(error.message)) return true;
  return isConnectionFailure(error.cause, depth + 1);
}

export function blogLoadError(error: unknown): BlogLoadError {
  return {
    message: isRefusal(error) ? error.message : null,
    isNetworkError: isConnectionFailure(error),
  };
}
