/**
 * `sendWithFallback`, a form's clientAction: a failure the server could not answer (it threw,
 * or the request never arrived) becomes the form's refusal in its own words, status 500;
 * redirects, refusals thrown on purpose and forms without words of their own go on as before.
 */
import { UNSAFE_ErrorResponseImpl as ErrorResponse, redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendWithFallback } from "#app/forms/fallback.ts";

const fallback = { intent: "details", message: "Failed to save details. Please try again." };
const CAUSE = "relation customers is locked by pid 4242";
const failing = (error: unknown) => () => Promise.reject(error);

/** The console's error log, kept quiet and read by the tests. */
function consoleErrors() {
  return vi.spyOn(console, "error").mockImplementation(() => {});
}
afterEach(() => vi.restoreAllMocks());

describe("sendWithFallback", () => {
  it("answers the server's own reply as it is", async () => {
    const reply = { ok: true, intent: "details" };
    expect(await sendWithFallback(() => Promise.resolve(reply), fallback)).toBe(reply);
  });

  it.each([
    ["the server threw", new Error(CAUSE)],
    ["the network failed", new TypeError(`Failed to fetch: ${CAUSE}`)],
    ["the server answered 503", new ErrorResponse(503, "Service Unavailable", CAUSE)],
  ])("says the form's words when %s, and logs the error", async (_, error) => {
    const logged = consoleErrors();
    const answer = await sendWithFallback(failing(error), fallback);
    expect(answer).toMatchObject({
      data: { ok: false, intent: "details", message: fallback.message, errors: {} },
      init: { status: 500 },
    });
    expect(JSON.stringify(answer)).not.toContain(CAUSE);
    expect(logged).toHaveBeenCalledWith(expect.any(String), error);
  });

  it("lets redirects and refusals thrown on purpose through", async () => {
    const toLogin = redirect("/login?returnTo=%2Faccount");
    await expect(sendWithFallback(failing(toLogin), fallback)).rejects.toBe(toLogin);
    const notFound = new ErrorResponse(404, "Not Found", null);
    await expect(sendWithFallback(failing(notFound), fallback)).rejects.toBe(notFound);
  });

  it("lets everything through for a form without words of its own", async () => {
    const error = new Error(CAUSE);
    await expect(sendWithFallback(failing(error), undefined)).rejects.toBe(error);
  });
});
