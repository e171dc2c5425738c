import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import ipaddr from "ipaddr.js";
import type { HttpEnv } from "#server/http/types.ts";

function socketAddress(c: Context) {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * The visitor an address stands for, as every per-address limit counts them: an IPv4 address
 * as it is (an IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address as its network of
 * `ipv6Prefix` bits, because one subscriber is given a whole /64 and can use any address in
 * it. Anything that is not an address is kept as it is.
 */
export function visitorOf(address: string, ipv6Prefix: number) {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${ipv6Prefix}`);
  return `${network.toString()}/${ipv6Prefix}`;
}

/**
 * Works out once per request who it came from: the socket's peer, or, behind a trusted
 * reverse proxy, the last address in X-Forwarded-For (the one the proxy itself appended;
 * earlier entries are whatever the client claimed), grouped as `visitorOf` says.
 */
export function rememberClientAddress(options: { trustProxy: boolean; ipv6Prefix: number }) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const forwarded = options.trustProxy
      ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim()
      : undefined;
    c.set("clientAddress", visitorOf(forwarded || socketAddress(c), options.ipv6Prefix));
    await next();
  });
}

/**
 * The visitor's address, the one key every per-address limit and record uses (an IPv6
 * visitor's /64). Requests made in-process (tests) have none.
 */
export function clientAddress(c: Context<HttpEnv>) {
  return c.get("clientAddress") ?? socketAddress(c);
}
