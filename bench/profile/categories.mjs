// Where a request's time goes: the rules that put each sample of the server's CPU profile in a
// category. Read them top to bottom; adjust them here.
//
// A sample is the stack the server's main thread was in. Each frame is { fn, where }: its
// function's name and its source, a module's path in the repository ("server/http/csrf.ts",
// "node_modules/react-dom/cjs/…": read from the build's module comments, bench/profile/
// sources.mjs), "node:zlib" for Node's own modules, "wasm" for PGlite's Postgres, "" for V8's.
//
// 1. Walking the stack from the innermost frame outwards, the first frame a rule of OWNERS
//    matches decides the category (rules are tried in the order listed, so a frame two rules
//    match goes to the first). So `randomBytes` (node:crypto) called by the security-headers
//    middleware is "security headers", and Drizzle building a query inside a loader is
//    "database".
// 2. A stack none of whose frames an owner matches goes to the first rule of FALLBACKS that
//    any of its frames matches, else to "other": the app's code resumed after an `await` (a
//    loader's helper parsing Markdown), Node's stream and HTTP plumbing between two callbacks.
//
// `wraps`: the category's frames call the rest of the request (a middleware's `await next()`),
// so the time spent beneath them ("with callees") would be most of the request: not shown.

const module = (pattern) => (frame) => pattern.test(frame.where);
const named = (pattern) => (frame) => pattern.test(frame.fn);
const both = (a, b) => (frame) => a(frame) && b(frame);
const either =
  (...tests) =>
  (frame) =>
    tests.some((test) => test(frame));

export const OWNERS = [
  { category: "garbage collection", test: named(/^\(garbage collector\)$/) },
  { category: "V8 and native code outside JavaScript", test: named(/^\(program\)$/) },
  {
    category: "logging (pino)",
    test: module(
      /^node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream|@pinojs|quick-format-unescaped|safe-stable-stringify|atomic-sleep)\/|^server\/logger\.ts$/,
    ),
  },
  {
    category: "compression",
    wraps: true,
    test: module(
      /^node_modules\/hono\/dist\/(middleware\/compress|utils\/compress|utils\/accept)|^node:zlib$|^node:internal\/webstreams\/compression/,
    ),
  },
  {
    category: "security headers and CSP nonce",
    wraps: true,
    test: module(/^server\/http\/security-headers\.ts$/),
  },
  {
    category: "session and cart lookups",
    test: module(
      /^server\/accounts\/(sessions|session-cookie)\.ts$|^server\/cart\/(cart-cookie|cart-key|count-cart-items)\.ts$|^app\/server\/session\.server\.ts$/,
    ),
  },
  {
    category: "storefront version read",
    // With the keeping of reads under it (server/db/kept-reads.ts: its caller's, no rule's).
    test: module(/^server\/shop\/storefront-(cache|version-watch)\.ts$/),
  },
  {
    category: "serialisation of loader data",
    test: module(
      /^node_modules\/react-router\/dist\/\w+\/(vendor\/turbo-stream|lib\/server-runtime\/(single-fetch|serverHandoff)\.js|lib\/dom\/ssr\/single-fetch\.js)/,
    ),
  },
  {
    category: "React render",
    test: either(
      module(/^node_modules\/(react|react-dom|scheduler)\//),
      module(/^node_modules\/react-router\/dist\/\w+\/lib\/(dom\/|components|hooks|context)/),
      module(/^app\/entry\.server\.tsx$/),
    ),
  },
  {
    category: "background jobs",
    test: module(/^server\/(jobs|mail|order-mail)\/|^server\/lib\/(job-runner|deferred-work)\.ts$/),
  },
  {
    // The app's components are no rule's: their frames sit under React's, or under a loader's.
    // server/lib (money, cookies) and server/markdown serve both, so their caller decides;
    // server/http is the middleware's, server/db the database's.
    category: "loaders (and the domain code they call)",
    test: either(
      both(module(/^app\//), named(/^loader(\$\d+)?$/)),
      module(/^app\/.*\.server\.ts$/),
      module(
        /^server\/(?!http\/|db\/|lib\/|markdown\/|(logger|context|config|start|start-up|main)\.ts)/,
      ),
    ),
  },
  {
    category: "React Router (matching, running loaders, headers)",
    test: module(/^node_modules\/(react-router|@react-router)\//),
  },
  {
    category: "database (Drizzle, PGlite, pg)",
    test: module(
      /^node_modules\/(drizzle-orm|@electric-sql\/pglite|pg|pg-pool|pg-protocol|pg-types|pg-int8|postgres-\w+)\/|^server\/db\/(?!kept-reads)|^wasm$/,
    ),
  },
  {
    category: "middleware (Hono and the shop's)",
    wraps: true,
    test: module(/^node_modules\/hono\/|^server\/http\//),
  },
];

export const FALLBACKS = [
  {
    // Components run under React's frames, which own them; the app's code under none of the
    // owners is a loader's (or an action's) resumed after an `await`.
    category: "loaders (and the domain code they call)",
    test: module(/^app\//),
  },
  {
    category: "Node: HTTP, streams and event loop",
    test: module(/^node:|^node_modules\/@hono\/node-server\//),
  },
];

export const OTHER = "other";

/** Every category in the order of the rules, for tables that list all of them. */
export const CATEGORIES = [
  ...new Set([...OWNERS, ...FALLBACKS, { category: OTHER }].map((rule) => rule.category)),
];

/** The categories whose "with callees" time means something (see `wraps` above). */
export const SCOPED = new Set(OWNERS.filter((rule) => !rule.wraps).map((rule) => rule.category));

/** The owner category of one frame, or undefined. */
export function ownerOf(frame) {
  return OWNERS.find((rule) => rule.test(frame))?.category;
}

/** A sample's category from its stack, innermost frame first (frames may carry `owner`). */
export function categoryOf(stack) {
  for (const frame of stack) {
    const owner = "owner" in frame ? frame.owner : ownerOf(frame);
    if (owner) return owner;
  }
  return FALLBACKS.find((rule) => stack.some(rule.test))?.category ?? OTHER;
}
