/**
 * Every page route and every HTTP endpoint the shop serves, enumerated from the sources the
 * server itself is built from (never a hand list), for the access and security specs:
 * the page route table (app/routes.ts), the JSON API as the Hono router mounts it, the
 * OpenAPI document, and the studio API's router.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { createStudioApi } from "#server/http/api/studio.ts";
import { createApi } from "#server/http/api.ts";

export interface PageRoute {
  /** The route's path pattern as app/routes.ts writes it, without the leading slash ("" is home). */
  pattern: string;
  /** True for the screens inside the studio's layout (each guarded by requireStudio). */
  inStudioLayout: boolean;
}

const STUDIO_LAYOUT = "routes/studio/layout.tsx";

function flatten(entries: RouteConfigEntry[], inStudioLayout: boolean): PageRoute[] {
  return entries.flatMap((entry) => {
    const inside = inStudioLayout || entry.file === STUDIO_LAYOUT;
    const own =
      entry.index || entry.path !== undefined
        ? [{ pattern: entry.path ?? "", inStudioLayout: inside }]
        : [];
    return [...own, ...flatten(entry.children ?? [], inside)];
  });
}

/** Every page route of app/routes.ts, in table order. */
export const pageRoutes: PageRoute[] = flatten(routes, false);

/**
 * The pattern's path with its parameters filled: by name from `values`, else `fallback`; a
 * splat becomes a path nothing serves.
 */
export function fillPattern(
  pattern: string,
  values: Record<string, string> = {},
  fallback = "1",
): string {
  const filled = pattern
    .replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? fallback)
    .replace("*", "no-such-screen");
  return `/${filled}`;
}

/** The studio's screens that need a studio session (all of the layout's). */
export const studioPagePatterns = pageRoutes
  .filter((route) => route.inStudioLayout)
  .map((route) => route.pattern);

export interface Endpoint {
  method: string;
  /** The path with OpenAPI-style parameters: /api/orders/{id}. */
  path: string;
}

const HTTP_METHODS = ["get", "put", "post", "delete", "patch"];

/** Hono's `:name` and `:name{regex}` parameters written the OpenAPI way. */
function toOpenApiPath(path: string) {
  return path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, "{$1}");
}

function key(endpoint: Endpoint) {
  return `${endpoint.method} ${endpoint.path}`;
}

/** `GET /api/orders/{id}`: how the specs' tables name an endpoint. */
export const endpointKey = key;

/** The endpoints of the studio API (/api/studio/*), from its router. */
export function studioApiEndpoints(): Endpoint[] {
  return createStudioApi({ db: undefined as never, storage: {} as never })
    .routes.filter((route) => route.method !== "ALL")
    .map((route) => ({ method: route.method, path: toOpenApiPath(`/api/studio${route.path}`) }));
}

/**
 * The endpoints the JSON API's router serves, studio included: built with stand-ins for the
 * database and PayPal, which no route touches until it is called.
 */
export function servedApiEndpoints(): Endpoint[] {
  const api = createApi({
    shop: {
      db: {} as never,
      paypal: {} as never,
      publicUrl: "http://127.0.0.1",
      fallbackTimeZone: "UTC",
    },
    storage: {} as never,
    payments: { mode: "simulator", clientId: undefined, webhookId: "none" },
  });
  const seen = new Map<string, Endpoint>();
  for (const route of api.routes) {
    if (route.method === "ALL") continue;
    const endpoint = { method: route.method, path: toOpenApiPath(`/api${route.path}`) };
    seen.set(key(endpoint), endpoint);
  }
  return [...seen.values()];
}

/** Every operation of an OpenAPI document (GET /api/openapi.json). */
export function openApiEndpoints(document: { paths: Record<string, object> }): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => HTTP_METHODS.includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

/**
 * Every endpoint: the documented ones, the studio's, and any the router serves that the
 * document forgot (the access spec fails on those, as on any endpoint its table lacks).
 */
export function allEndpoints(document: { paths: Record<string, object> }): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const endpoint of [
    ...openApiEndpoints(document),
    ...studioApiEndpoints(),
    ...servedApiEndpoints(),
  ]) {
    seen.set(key(endpoint), endpoint);
  }
  return [...seen.values()];
}

/** The path with each `{name}` filled from `values` (or "1"). */
export function fillEndpointPath(path: string, values: Record<string, string> = {}) {
  return path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => values[name] ?? "1");
}
