import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BuiltServer, startBuiltServer } from "#tests/support/built-server.ts";
import { randomClientAddress } from "#tests/support/client-address.ts";
import { startSeededServer } from "#tests/support/seeded-shop.ts";
import { studioAdminEnv } from "#tests/support/studio.ts";

export interface SecurityShop {
  server: BuiltServer;
  url: string;
  dataDir: string;
  /** The PostgreSQL database's URL, when the shop runs on one. */
  databaseUrl?: string;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/** Visitors come from addresses of their own through X-Forwarded-For; the studio account. */
const securityEnv = { TRUST_PROXY: "true", ...studioAdminEnv };

/**
 * Starts a copy of the demo shop, on PostgreSQL with `postgres` (a database of its own,
 * dropped at close).
 */
export async function startSecurityShop(
  options: { postgres?: boolean; env?: Record<string, string> } = {},
): Promise<SecurityShop> {
  const server = await startSeededServer(options.postgres ? "postgres" : "pglite", {
    ...securityEnv,
    ...options.env,
  });
  return {
    server,
    url: server.url,
    dataDir: server.shop.dataDir,
    databaseUrl: server.shop.databaseUrl,
    close: server.close,
  };
}

/**
 * Another instance of the shop on the same PostgreSQL database (a data dir of its own), as
 * when the shop is scaled out; stopped and removed with `close`.
 */
export async function startSecondInstance(shop: SecurityShop) {
  if (!shop.databaseUrl) throw new Error("A second instance needs a PostgreSQL shop.");
  const dataDir = mkdtempSync(path.join(tmpdir(), "washi-security-"));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: shop.databaseUrl,
    ...securityEnv,
  });
  return {
    url: server.url,
    async close() {
      await server.stop("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface VisitorRequest {
  method?: string;
  /** Sent as an urlencoded form. */
  form?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
  /** Leaves out the visitor's bearer token (which every API call carries otherwise). */
  withoutToken?: boolean;
}

/**
 * One client of the shop: a cookie jar, an optional bearer token, its own address. Redirects
 * are not followed, so each answer is the server's own.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(
    readonly shopUrl: string,
    readonly address = randomClientAddress(),
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(pathname: string, init: VisitorRequest = {}) {
    const headers: Record<string, string> = { "X-Forwarded-For": this.address };
    if (this.cookies.size > 0) headers.Cookie = this.cookieHeader();
    if (this.token && !init.withoutToken && pathname.startsWith("/api/")) {
      headers.Authorization = `Bearer ${this.token}`;
    }
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers["Content-Type"] = "application/x-www-form-urlencoded";
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers["Content-Type"] = "application/json";
    }
    const response = await fetch(`${this.shopUrl}${pathname}`, {
      method: init.method ?? (body === undefined ? "GET" : "POST"),
      headers: { ...headers, ...init.headers },
      body,
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }

  /** Takes the response's Set-Cookie headers into the jar (an expired one leaves it). */
  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async json<T = Record<string, unknown>>(pathname: string, init: VisitorRequest = {}) {
    const response = await this.request(pathname, init);
    return { status: response.status, body: (await response.json()) as T };
  }
}
