import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, rememberClientAddress, visitorOf } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { listen } from "#tests/support/http-app.ts";

async function addressSeen(trustProxy: boolean, forwardedFor?: string) {
  const app = new Hono<HttpEnv>();
  app.use(rememberClientAddress({ trustProxy, ipv6Prefix: 64 }));
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

describe("the visitor an address stands for", () => {
  it("is an IPv4 address as it is, also when it comes mapped into IPv6", () => {
    expect(visitorOf("198.51.100.7", 64)).toBe("198.51.100.7");
    expect(visitorOf("::ffff:198.51.100.7", 64)).toBe("198.51.100.7");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const visitor = "2001:db8:7:1::/64";
    expect(visitorOf("2001:db8:7:1::1", 64)).toBe(visitor);
    expect(visitorOf("2001:0db8:0007:0001:ffff:ffff:ffff:ffff", 64)).toBe(visitor);
    expect(visitorOf("2001:db8:7:2::1", 64)).not.toBe(visitor);
  });

  it("is the network of the prefix the operator sets", () => {
    expect(visitorOf("2001:db8:7:1::1", 48)).toBe("2001:db8:7::/48");
    expect(visitorOf("2001:db8:7:1::1", 128)).toBe("2001:db8:7:1::1/128");
  });

  it("keeps what is not an address as it is", () => {
    expect(visitorOf("unknown", 64)).toBe("unknown");
  });

  it("groups the address a trusted proxy appended", async () => {
    expect(await addressSeen(true, "2001:db8:7:1:a:b:c:d")).toBe("2001:db8:7:1::/64");
  });
});
