// The SQL statements one request of the page runs, to tell what the profile's "database" time
// is spent on (its work after an `await` has no caller on its stack). From a server run of its
// own with debug logs (a line per query): the fewest of three requests after a warm one, as
// bench/report.mjs counts them (a background job's tick can fall into one request's window).
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import {
  benchEnv,
  freePort,
  get,
  startServer,
  stopServer,
  waitUntilReady,
} from "../built-server.mjs";

/**
 * Starts a debug-log server on the target, calls `choosePage(port)` for the page to request
 * (so a cart it makes is in the database for the next server too), and answers the page and
 * the statements of one request.
 */
export async function queriesOfOneRequest(target, choosePage) {
  const port = await freePort();
  const server = startServer({
    dataDir: target.dataDir,
    port,
    env: benchEnv({ port, databaseUrl: target.databaseUrl, logLevel: "debug" }),
  });
  const statements = [];
  let buffered = "";
  server.child.stdout.on("data", (chunk) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) {
      if (line.includes('"msg":"query"')) statements.push(JSON.parse(line).sql);
    }
  });
  const agent = new http.Agent({ keepAlive: true });
  try {
    await waitUntilReady(port);
    const page = await choosePage(port);
    const first = await get(agent, port, page.path, page.headers);
    if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
    let fewest;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await sleep(150);
      const from = statements.length;
      await get(agent, port, page.path, page.headers);
      await sleep(150);
      const these = statements.slice(from);
      if (!fewest || these.length < fewest.length) fewest = these;
    }
    return { page, queries: fewest };
  } finally {
    agent.destroy();
    await stopServer(server);
  }
}
