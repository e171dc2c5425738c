import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, rememberClientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { listen } from "#tests/support/http-app.ts";

async function addressSeen(trustProxy: boolean, forwardedFor?: string) {
  const app = new Hono<HttpEnv>();
  app.use(rememberClientAddress({ trustProxy }));
  app.get("/", (c) => c.text(clientAddress(c)));
  const server = await listen(app);
  try {
    const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
    return await (await fetch(server.url, { headers })).text();
  } finally {
    await server.close();
  }
}

describe("the client address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For claims", async () => {
    expect(await addressSeen(false, "198.51.100.7")).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("is the address a trusted proxy appended, not one the client made up", async () => {
    expect(await addressSeen(true, "10.9.9.9, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("falls back to the socket's peer behind a trusted proxy that sent no header", async () => {
    expect(await addressSeen(true)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});
