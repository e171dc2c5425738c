import { PayPalError } from "#server/payments/paypal/types.ts";

export interface PayPalAnswer {
  status: number;
  body: unknown;
  debugId?: string;
}

/**
 * One HTTP exchange with PayPal, the body read within the same time limit. Network failures
 * and timeouts become a PayPalError with status 0; the request itself is never logged, so
 * secrets and tokens in its headers cannot leak. A request that may safely be sent twice (a
 * GET, a token, or one under a PayPal-Request-Id, which PayPal answers once) is sent again once
 * when the connection was reset: a kept-alive connection the other side closed just then.
 */
export async function exchangeWithPayPal(
  fetchImpl: typeof fetch,
  timeoutMs: number,
  url: string,
  init: RequestInit,
): Promise<PayPalAnswer> {
  const method = init.method ?? "GET";
  const path = new URL(url).pathname;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      return {
        status: response.status,
        body: parseJson(text),
        debugId: response.headers.get("paypal-debug-id") ?? undefined,
      };
    } catch (error) {
      if (attempt === 1 && wasReset(error) && mayRepeat(method, path, init)) continue;
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new PayPalError(
        timedOut
          ? `PayPal did not answer ${method} ${path} within ${timeoutMs} ms.`
          : `PayPal could not be reached for ${method} ${path}.`,
        0,
        timedOut ? "TIMEOUT" : "NETWORK_ERROR",
      );
    }
  }
}

const RESET_CODES = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

function wasReset(error: unknown) {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === "string" && RESET_CODES.has(code);
}

function mayRepeat(method: string, path: string, init: RequestInit) {
  if (method === "GET" || path === "/v1/oauth2/token") return true;
  return new Headers(init.headers).has("PayPal-Request-Id");
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ErrorBody {
  name?: unknown;
  error?: unknown;
  message?: unknown;
  error_description?: unknown;
  debug_id?: unknown;
  details?: { issue?: unknown }[];
}

/** Both shapes PayPal answers with: the REST one (name, details[].issue) and OAuth's (error). */
export function payPalErrorFrom(answer: PayPalAnswer, operation: string): PayPalError {
  const body = (answer.body ?? {}) as ErrorBody;
  const name = textOf(body.name) ?? textOf(body.error) ?? `HTTP_${answer.status}`;
  const issue = Array.isArray(body.details) ? textOf(body.details[0]?.issue) : undefined;
  const debugId = textOf(body.debug_id) ?? answer.debugId;
  const message = `PayPal refused ${operation}: ${answer.status} ${name}${issue ? ` (${issue})` : ""}`;
  return new PayPalError(message, answer.status, name, issue, debugId);
}

function textOf(value: unknown) {
  return typeof value === "string" && value ? value : undefined;
}
