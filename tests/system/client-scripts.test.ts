/**
 * The scripts the browser is sent, read from the production build: each storefront route's
 * JavaScript (the entry, the root, the route and what they import, as the Brotli files the
 * server sends every current browser) stays within 120 KB, and no client script carries
 * server code (a domain module that reads
 * the database pulls the query builder into the browser: 10 KB and more on a page).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#tests/support/built-server.ts";

const client = path.join(projectRoot, "build/client");
const assets = path.join(client, "assets");
const JAVASCRIPT_BUDGET_KB = 120;

interface RouteEntry {
  module: string;
  imports?: string[];
}

/** React Router's client manifest: every route's module and the chunks it imports. */
function readManifest() {
  const file = readdirSync(assets).find((name) => name.startsWith("manifest-"));
  if (!file) throw new Error("No client manifest in build/client/assets: run npm run build.");
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: RouteEntry;
    routes: Record<string, RouteEntry & { parentId?: string }>;
  };
}

/**
 * The bytes the server sends for `asset`: the build's Brotli copy (scripts/precompress.ts), or
 * the file itself where it is too small to be worth compressing.
 */
function sentBytes(asset: string) {
  const file = path.join(client, asset);
  const brotli = `${file}.br`;
  return existsSync(brotli) ? statSync(brotli).size : statSync(file).size;
}

describe("the browser's scripts", () => {
  const manifest = readManifest();
  const scriptsOf = (routeId: string): string[] => {
    const route = manifest.routes[routeId];
    if (!route) return [];
    const parent = route.parentId ? scriptsOf(route.parentId) : [];
    return [...parent, route.module, ...(route.imports ?? [])];
  };

  it(`keep every storefront route within ${JAVASCRIPT_BUDGET_KB} KB compressed`, () => {
    const entry = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
    const storefront = Object.keys(manifest.routes).filter(
      (id) => id !== "root" && !id.startsWith("routes/studio/") && !id.includes("admin"),
    );
    expect(storefront.length).toBeGreaterThan(30);
    const overBudget = storefront
      .map((id) => {
        const files = new Set([...entry, ...scriptsOf(id)]);
        const kb = [...files].reduce((sum, file) => sum + sentBytes(file), 0) / 1024;
        return { id, kb: Math.round(kb * 10) / 10 };
      })
      .filter((route) => route.kb > JAVASCRIPT_BUDGET_KB);
    expect(overBudget).toEqual([]);
    // Every script of a page is sent compressed, not only the ones measured here.
    expect(existsSync(path.join(client, `${manifest.entry.module}.br`))).toBe(true);
  });

  it("carry no server code", () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const withServerCode = scripts.filter((name) =>
      // drizzle-orm names its classes with this prefix; no browser code has a reason to.
      readFileSync(path.join(assets, name), "utf8").includes("drizzle:"),
    );
    expect(withServerCode).toEqual([]);
  });
});
