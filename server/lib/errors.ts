/**
 * The one error type domain code throws for an expected failure. Its code decides the HTTP
 * status (in `statusOf`), its message is safe to show to the person who caused it.
 */
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "unavailable";

const statusByCode: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 429 | 503> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function statusOf(error: AppError) {
  return statusByCode[error.code];
}

/** Whether `error` is an expected refusal (of this code, when given) rather than a failure. */
export function isRefusal(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/**
 * The work's value, or the AppError that refused it, for a page that shows a refusal in its
 * own way (not as a form's reply); any other failure is thrown on.
 */
export async function attempt<T>(
  work: () => Promise<T>,
): Promise<{ value: T; refused?: undefined } | { refused: AppError }> {
  try {
    return { value: await work() };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { refused: error };
  }
}
