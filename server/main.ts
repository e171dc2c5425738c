import { enableCompileCache } from "node:module";

// React picks its development or production build from NODE_ENV when it is first loaded, so
// the variable is settled before anything imports it: production unless said otherwise.
process.env.NODE_ENV ??= "production";
// Node keeps the compiled code of the modules loaded below in its cache (a folder in the
// system's temporary directory), so later starts skip compiling them: about 60 ms of the
// first page's second (issue 42).
enableCompileCache();

// The pages' build loads while the database opens (PGlite compiles its WebAssembly on other
// threads meanwhile); the build itself, not a function: React Router then prepares its routes
// once, not per request.
const build = import("virtual:react-router/server-build");
const { startServer } = await import("#server/start.ts");
await startServer({ build });
