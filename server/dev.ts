// `npm run dev`: the app's server code runs inside Vite, so route and domain modules reload
// on the next request after a change, and the browser gets hot updates.
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startServer } = await vite.ssrLoadModule("/server/start.ts");
await startServer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  devMiddleware: vite.middlewares,
});
