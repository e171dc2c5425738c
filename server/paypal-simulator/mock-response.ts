import { setTimeout as sleep } from "node:timers/promises";
import type { Context } from "hono";
import { type ErrorStatus, respondWithError } from "#server/paypal-simulator/errors.ts";

const issuesByStatus: Record<string, ErrorStatus> = {
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INVALID_RESOURCE_ID: 404,
  MISSING_REQUIRED_PARAMETER: 400,
  INVALID_PARAMETER_VALUE: 400,
  INVALID_PARAMETER_SYNTAX: 400,
  INVALID_STRING_LENGTH: 400,
  MALFORMED_REQUEST_JSON: 400,
};

/**
 * PayPal's negative-testing header, `PayPal-Mock-Response: {"mock_application_codes":"…"}`,
 * forces that issue; the simulator also reads `mock_delay_ms` to answer late (timeouts).
 * Returns the forced error response, or undefined to go on.
 */
export async function applyMockResponse(c: Context): Promise<Response | undefined> {
  const header = c.req.header("paypal-mock-response");
  if (!header) return undefined;
  let mock: { mock_application_codes?: unknown; mock_delay_ms?: unknown };
  try {
    mock = JSON.parse(header);
  } catch {
    return respondWithError(c, 400, [
      { issue: "INVALID_PARAMETER_SYNTAX", field: "PayPal-Mock-Response" },
    ]);
  }
  if (typeof mock.mock_delay_ms === "number") {
    await sleep(Math.min(mock.mock_delay_ms, 60_000));
  }
  const issue = mock.mock_application_codes;
  if (typeof issue !== "string" || !issue) return undefined;
  const status = issuesByStatus[issue] ?? 422;
  return respondWithError(c, status, status >= 500 ? [] : [{ issue }]);
}
