/**
 * Issue 9 (3), PostgreSQL restarted under load: a built server on a private PostgreSQL
 * cluster, pages and API calls in a bounded loop, the cluster stopped (fast mode) and started
 * again. Meanwhile /readyz says 503 and every request gets an answer within a bound, a page
 * or an error without a stack trace, and the process lives on; afterwards the same process
 * serves and takes orders again by itself, and the order paid before is still paid.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type BuiltServer,
  killStartedServers,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import { demoProductId } from "#tests/support/cart.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { continueCheckout, newBuyer, orderByApi } from "#tests/support/json-checkout.ts";
import {
  canRunPrivatePostgres,
  type PrivatePostgres,
  startPrivatePostgres,
} from "#tests/support/private-postgres.ts";

const notebook = demoProductId("STK-001");
const loadedPaths = [
  "/",
  "/stickers",
  "/stickers/product/meadow-leaves-sticker-sheet",
  "/api/products?pageSize=12",
  "/cart",
];
/** No request may take longer than this, database or not. */
const ANSWER_BOUND_MS = 10_000;

interface Answer {
  path: string;
  status: number;
  ms: number;
  stackTrace: boolean;
}

let cluster: PrivatePostgres | undefined;
let dataDir: string | undefined;
test.afterEach(async () => {
  await killStartedServers();
  cluster?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function ask(server: BuiltServer, requestPath: string): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${server.url}${requestPath}`, {
      signal: AbortSignal.timeout(ANSWER_BOUND_MS + 5_000),
    });
    const body = await response.text();
    return {
      path: requestPath,
      status: response.status,
      ms: Date.now() - started,
      stackTrace: /^\s+at .+\(.*:\d+:\d+\)/m.test(body),
    };
  } catch {
    return { path: requestPath, status: 0, ms: Date.now() - started, stackTrace: false };
  }
}

/** Four clients asking for the loaded paths in turn until `until` resolves. */
function loadUntil(server: BuiltServer, until: Promise<unknown>) {
  const answers: Answer[] = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  const client = async (offset: number) => {
    for (let turn = offset; !done && turn < 5_000; turn++) {
      answers.push(await ask(server, loadedPaths[turn % loadedPaths.length] as string));
      await sleep(25);
    }
  };
  return Promise.all([0, 1, 2, 3].map(client)).then(() => answers);
}

async function readyzStatus(server: BuiltServer) {
  return (await ask(server, "/readyz")).status;
}

test("the shop lives through a PostgreSQL restart under load and recovers by itself", {
  tag: "@deep",
}, async () => {
  test.skip(
    !canRunPrivatePostgres,
    "no PostgreSQL 15 server binaries in /usr/lib/postgresql/15/bin",
  );
  test.setTimeout(240_000);
  cluster = await startPrivatePostgres();
  dataDir = mkdtempSync(path.join(tmpdir(), "washi-faults-pg-restart-"));
  const server = await startBuiltServer(
    { DATA_DIR: dataDir, DATABASE_URL: cluster.url },
    { readyTimeoutMs: 90_000 },
  );
  const before = newBuyer("pg-restart", 0);
  expect(await continueCheckout(server.url, before, notebook)).toMatchObject({ status: 200 });

  // Under load: PostgreSQL goes away, /readyz says so, and comes back.
  let endOutage = () => {};
  const outageOver = new Promise<void>((resolve) => {
    endOutage = resolve;
  });
  const duringOutage = (async () => {
    await sleep(1_000);
    (cluster as PrivatePostgres).stop();
    await expect.poll(() => readyzStatus(server), { timeout: 15_000 }).toBe(503);
    const answers = await loadUntil(server, sleep(4_000));
    (cluster as PrivatePostgres).start();
    endOutage();
    return answers;
  })();
  const background = loadUntil(server, outageOver);
  const outageAnswers = await duringOutage;
  const backgroundAnswers = await background;

  for (const answer of [...outageAnswers, ...backgroundAnswers]) {
    expect(answer.status, `${answer.path} was answered`).toBeGreaterThan(0);
    expect(answer.ms, `${answer.path} within the bound`).toBeLessThan(ANSWER_BOUND_MS);
    expect(answer.stackTrace, `${answer.path} shows no stack trace`).toBe(false);
    expect([200, 500, 503], `${answer.path}`).toContain(answer.status);
  }
  // The database gone, the catalogue cannot be read: the shop says so, as an error.
  expect(outageAnswers.filter((answer) => answer.status >= 500).length).toBeGreaterThan(0);
  expect(server.child.exitCode).toBeNull();

  // Back without a restart of the shop: ready, pages, and a new order paid.
  await expect.poll(() => readyzStatus(server), { timeout: 30_000 }).toBe(200);
  for (const loadedPath of loadedPaths) {
    await expect.poll(async () => (await ask(server, loadedPath)).status).toBe(200);
  }
  const after = newBuyer("pg-restart", 1);
  expect(await continueCheckout(server.url, after, notebook)).toMatchObject({
    status: 200,
    body: { status: "paid" },
  });
  expect((await orderByApi(server.url, before)).order?.status).toBe("paid");
  expect(server.child.exitCode).toBeNull();
  expect(await server.stop("SIGTERM")).toMatchObject({ code: 0 });
});
