import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiNotFound, createApi } from "#server/http/api.ts";
import { requestLog } from "#server/http/request-log.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError, type ErrorCode } from "#server/lib/errors.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";

/** The real /api error handling, with routes that fail the ways feature handlers can. */
function apiWith(routes: (api: ReturnType<typeof createApi>) => void) {
  const { logger, lines } = createCapturingLogger();
  const api = createApi();
  routes(api);
  const app = new Hono<HttpEnv>();
  app.use(requestLog(logger));
  app.route("/api", api);
  app.route("/api", apiNotFound());
  return { app, lines };
}

describe("errors under /api", () => {
  const { app, lines } = apiWith((api) => {
    api.get("/fail/:code", (c) => {
      throw new AppError(c.req.param("code") as ErrorCode, "Something you can fix", {
        email: "Please enter a valid email address",
      });
    });
    api.post("/parse", async (c) => {
      const body = z.object({ quantity: z.number().int().min(1) }).parse(await c.req.json());
      return c.json(body);
    });
    api.get("/crash", () => {
      throw new Error("database password is hunter2");
    });
  });

  it.each([
    ["bad_request", 400],
    ["unauthorized", 401],
    ["forbidden", 403],
    ["not_found", 404],
    ["conflict", 409],
    ["rate_limited", 429],
    ["unavailable", 503],
  ])("answers AppError %s with %i and its message in JSON", async (code, status) => {
    const response = await app.request(`/api/fail/${code}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: {
        code,
        message: "Something you can fix",
        details: { email: "Please enter a valid email address" },
      },
    });
  });

  it("answers a body that fails its schema with 400 and the field's message", async () => {
    const response = await app.request("/api/parse", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ quantity: 0 }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("bad_request");
    expect(Object.keys(body.error.details)).toEqual(["quantity"]);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await app.request("/api/parse", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: "Malformed JSON body" },
    });
  });

  it("answers an unexpected error with a generic 500 and logs it, without leaking it", async () => {
    const response = await app.request("/api/crash");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("hunter2");
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal", message: "An unexpected error occurred" },
    });
    expect(lines.some((line) => line.msg === "api error" && line.path === "/api/crash")).toBe(true);
  });

  it("keeps real routes ahead of the JSON 404", async () => {
    expect((await app.request("/api/fail/conflict")).status).toBe(409);
    expect((await app.request("/api/fail")).status).toBe(404);
  });
});
