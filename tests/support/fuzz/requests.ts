/**
 * Turns a target into one malformed request: a plausible request (valid ids, the right
 * credentials, the documented body) with one thing, drawn at random, broken.
 */
import type { Random } from "#tests/support/fuzz/random.ts";
import type { Area, FuzzTarget } from "#tests/support/fuzz/targets.ts";
import {
  badAuthorizations,
  badCookies,
  badIds,
  badQueries,
  brokenJson,
  oddHeaders,
  oddMethods,
  oddStrings,
  traversals,
  wrongContentTypes,
  wrongValues,
} from "#tests/support/fuzz/values.ts";

export interface Credentials {
  /** A customer's access token, for the API. */
  customerToken: string;
  /** The Cookie header of a signed-in customer, for pages. */
  customerCookie: string;
  /** The Cookie header of a signed-in studio session. */
  studioCookie: string;
  /** A simulator access token. */
  paypalToken: string;
  /** Real values for path parameters by name (a product id, a slug, …). */
  ids: Record<string, string>;
}

export interface FuzzRequest {
  area: Area;
  method: string;
  /** Path and query exactly as sent, never normalized. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was broken, for the report. */
  mutation: string;
}

type Fields = Record<string, unknown>;

/** The largest body sent: past the API's 1 MB limit, yet bounded. */
const HUGE_BODY_BYTES = 1_200_000;

function fillPath(path: string, value: (name: string) => string) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

function authHeaders(target: FuzzTarget, credentials: Credentials): Record<string, string> {
  if (target.auth === "studio") return { cookie: credentials.studioCookie };
  if (target.auth === "paypal") return { authorization: `Bearer ${credentials.paypalToken}` };
  if (target.auth === "customer") {
    return target.area === "page"
      ? { cookie: credentials.customerCookie }
      : { authorization: `Bearer ${credentials.customerToken}` };
  }
  return {};
}

function multipart(fields: Fields, random: Random) {
  const boundary = `fuzz${random.text(16, "abcdef0123456789")}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    value === "file"
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${random.pick(oddStrings).slice(0, 200)}.png"\r\nContent-Type: ${random.pick(["image/png", "image/webp", "text/csv", "application/x-sh"])}\r\n\r\n${random.pick(["\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "GIF89a", "sku,title\n1,2", "not an image", random.pick(oddStrings)])}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
  };
}

/** The body as the target's kind sends it, with its content type. */
function encodeBody(kind: "json" | "form" | "multipart", fields: Fields, random: Random) {
  if (kind === "json") {
    return { type: "application/json", body: Buffer.from(JSON.stringify(fields)) };
  }
  if (kind === "form") {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      form.append(name, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
    }
    return { type: "application/x-www-form-urlencoded", body: Buffer.from(form.toString()) };
  }
  return multipart(fields, random);
}

function fieldNames(target: FuzzTarget) {
  const names = Object.keys(target.body?.example ?? {});
  return names.length > 0 ? names : ["id", "email", "token"];
}

/** Sets `count` fields of the example to values drawn by `value`. */
function breakFields(target: FuzzTarget, random: Random, value: () => unknown): Fields {
  const fields: Fields = { ...target.body?.example };
  const names = fieldNames(target);
  const count = 1 + random.below(Math.min(3, names.length));
  for (let index = 0; index < count; index += 1) fields[random.pick(names)] = value();
  return fields;
}

/** Breaks one thing of a request; `null` when the kind does not apply to the target. */
type Mutation = (
  request: FuzzRequest,
  target: FuzzTarget,
  random: Random,
) => Partial<FuzzRequest> | null;

const withBody =
  (make: (target: FuzzTarget, random: Random) => { type: string; body: Buffer }): Mutation =>
  (request, target, random) => {
    if (!target.body) return null;
    const { type, body } = make(target, random);
    const method = request.method === "GET" ? "POST" : request.method;
    return { method, body, headers: { ...request.headers, "content-type": type } };
  };

const mutations: Record<string, Mutation> = {
  "malformed JSON": withBody((_, random) => ({
    type: "application/json",
    body: Buffer.from(random.pick(brokenJson)),
  })),
  "wrong content type": withBody((target, random) => ({
    ...encodeBody(target.body?.kind ?? "json", target.body?.example ?? {}, random),
    type: random.pick(wrongContentTypes),
  })),
  "body of another kind": withBody((target, random) =>
    encodeBody(
      random.pick((["json", "form", "multipart"] as const).filter((k) => k !== target.body?.kind)),
      target.body?.example ?? {},
      random,
    ),
  ),
  "wrong field types": withBody((target, random) =>
    encodeBody(
      target.body?.kind ?? "json",
      breakFields(target, random, () => random.pick(wrongValues)),
      random,
    ),
  ),
  "odd strings": withBody((target, random) =>
    encodeBody(
      target.body?.kind ?? "json",
      breakFields(target, random, () => random.pick(oddStrings)),
      random,
    ),
  ),
  "fields missing or added": withBody((target, random) => {
    const fields: Fields = random.chance(0.5) ? {} : { ...target.body?.example };
    for (const name of [
      "role",
      "price",
      "total",
      "status",
      "isAdmin",
      "id",
      random.text(8, "xyz"),
    ]) {
      if (random.chance(0.4)) fields[name] = random.pick(wrongValues);
    }
    return encodeBody(target.body?.kind ?? "json", fields, random);
  }),
  "huge body": withBody((target, random) => {
    const size = random.pick([HUGE_BODY_BYTES, 100_000, 900_000]);
    const unit = random.pick(["a", "🙂", "[", "\u0000"]);
    const filler = unit.repeat(Math.floor(size / Buffer.byteLength(unit)));
    const fields = { ...target.body?.example, [random.pick(fieldNames(target))]: filler };
    return encodeBody(target.body?.kind ?? "json", fields, random);
  }),
  "bad ids": (request, target, random) => {
    if (!/\{\w+\}/.test(target.path)) return null;
    return { path: fillPath(target.path, () => random.pick(badIds)) + queryOf(request.path) };
  },
  "bad query": (request, target, random) => {
    const own = target.query.map(
      (name) =>
        `${name}=${encodeURIComponent(random.pick([...oddStrings, ...badIds]).toWellFormed())}`,
    );
    const query =
      own.length > 0 && random.chance(0.5) ? `?${own.join("&")}` : random.pick(badQueries);
    return { path: pathOf(request.path) + query.slice(0, 8_000) };
  },
  "odd method": (request, _, random) => ({ method: random.pick(oddMethods), body: request.body }),
  "bad credentials": (request, _, random) => {
    const headers = { ...request.headers };
    delete headers.authorization;
    delete headers.cookie;
    if (random.chance(0.5)) headers.authorization = random.pick(badAuthorizations);
    else headers.cookie = random.pick(badCookies);
    return { headers };
  },
  "header oddities": (request, _, random) => ({
    headers: { ...request.headers, ...random.pick(oddHeaders) },
  }),
  "path traversal": (request, target, random) => {
    const prefix = target.area === "static" ? pathOf(target.path).replace("{file}", "") : null;
    if (prefix === null) return null;
    return { path: prefix + random.pick(traversals), headers: request.headers };
  },
};

function pathOf(pathAndQuery: string) {
  return pathAndQuery.split("?")[0] ?? "";
}
function queryOf(pathAndQuery: string) {
  const index = pathAndQuery.indexOf("?");
  return index < 0 ? "" : pathAndQuery.slice(index);
}

/** How often each kind is drawn; the huge bodies are few, they cost the most. */
const weights: [number, string][] = [
  [12, "malformed JSON"],
  [8, "wrong content type"],
  [5, "body of another kind"],
  [16, "wrong field types"],
  [12, "odd strings"],
  [6, "fields missing or added"],
  [0.6, "huge body"],
  [10, "bad ids"],
  [10, "bad query"],
  [6, "odd method"],
  [10, "bad credentials"],
  [8, "header oddities"],
  [8, "path traversal"],
];

/** The request the target documents, with real ids, its credentials and its example body. */
function plausibleRequest(target: FuzzTarget, credentials: Credentials, random: Random) {
  const request: FuzzRequest = {
    area: target.area,
    method: target.method,
    path: fillPath(target.path, (name) => credentials.ids[name] ?? "1"),
    headers: authHeaders(target, credentials),
    mutation: "",
  };
  if (target.body && target.method !== "GET") {
    const { type, body } = encodeBody(target.body.kind, target.body.example, random);
    request.body = body;
    request.headers["content-type"] = type;
  }
  return request;
}

export function makeFuzzRequest(
  target: FuzzTarget,
  credentials: Credentials,
  random: Random,
): FuzzRequest {
  const request = plausibleRequest(target, credentials, random);
  // Draws until a kind applies (every target takes "bad query" and the header kinds).
  for (;;) {
    const mutation = random.weighted(weights);
    const change = mutations[mutation]?.(request, target, random);
    if (change) return { ...request, ...change, mutation };
  }
}

/** What every path and query parameter gets once: a NUL, a lone surrogate, 32-bit overflows. */
export const sweptSegments = ["a%00b", "%ED%A0%80", "2147483648", "9223372036854775808"];

/** What every field of a body gets once: a lone surrogate (JSON's `\ud800`), a NUL, an overflow. */
const sweptFields = ["\uD800", "a\u0000b", 2_147_483_648];

/**
 * Not random: each target's every path parameter, query parameter and body field set in turn
 * to each swept value, the rest as the target documents them. Studio pages are read signed in,
 * so their loaders see the values.
 */
export function sweepRequests(
  targets: readonly FuzzTarget[],
  credentials: Credentials,
  random: Random,
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const target of targets) {
    const signedIn: FuzzTarget =
      target.area === "page" && target.path.startsWith("/studio")
        ? { ...target, auth: "studio" }
        : target;
    const request = plausibleRequest(signedIn, credentials, random);
    const names = [...target.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    for (const name of names) {
      for (const value of sweptSegments) {
        const path = fillPath(target.path, (each) =>
          each === name ? value : (credentials.ids[each] ?? "1"),
        );
        requests.push({ ...request, path, mutation: `sweep: {${name}} = ${value}` });
      }
    }
    for (const name of target.query) {
      for (const value of sweptSegments) {
        const path = `${pathOf(request.path)}?${name}=${value}`;
        requests.push({ ...request, path, mutation: `sweep: ?${name}=${value}` });
      }
    }
    if (!target.body || target.body.kind === "multipart") continue;
    for (const field of Object.keys(target.body.example)) {
      for (const value of sweptFields) {
        const fields = { ...target.body.example, [field]: value };
        const { type, body } = encodeBody(target.body.kind, fields, random);
        requests.push({
          ...request,
          body,
          headers: { ...request.headers, "content-type": type },
          mutation: `sweep: ${field} = ${JSON.stringify(value)}`,
        });
      }
    }
  }
  return requests;
}
