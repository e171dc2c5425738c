import { readFileSync } from "node:fs";
import { Agent } from "node:http";
import { afterEach, expect, test } from "vitest";
import { type BuiltServer, killStartedServers } from "#tests/support/built-server.ts";
import { signInForFuzzing } from "#tests/support/fuzz/credentials.ts";
import { Random } from "#tests/support/fuzz/random.ts";
import { type FuzzRequest, makeFuzzRequest, sweepRequests } from "#tests/support/fuzz/requests.ts";
import { type FuzzAnswer, inPool, send } from "#tests/support/fuzz/send.ts";
import {
  type OpenApiDocument,
  pageTargets,
  simulatorTargets,
  staticTargets,
  studioApiTargets,
  targetsOfOpenApi,
} from "#tests/support/fuzz/targets.ts";
import { leakedFileMarkers } from "#tests/support/fuzz/values.ts";
import { startSeededServer } from "#tests/support/seeded-shop.ts";
import { studioAdminEnv } from "#tests/support/studio.ts";
import { deepTier } from "#tests/support/test-tier.ts";

const seed = Number(process.env.FUZZ_SEED || 20_261_122);
/** The deep tier sends the whole run; the gate a tenth of it, with the same checks. */
const requestCount = Number(process.env.FUZZ_REQUESTS || (deepTier ? 10_000 : 500));
const CONCURRENCY = 8;

/** What an answer must never show: the insides of the server. */
const internalDetails: [string, RegExp][] = [
  ["stack frame", /\bat (async )?[\w$.<>[\]]+ \(?[^\s()]*:\d+:\d+\)?/],
  ["source location", /[\w-]+\.(ts|tsx|mjs|cjs):\d+/],
  ["node_modules", /node_modules/],
  ["error name", /\b(Type|Reference|Syntax|Range|Internal|Postgres|Drizzle|Database)?Error: /],
  [
    "SQL",
    /\b(Failed query|syntax error at or near|violates [\w-]+ constraint|duplicate key value|relation "\w+"|column "\w+")/i,
  ],
  ["database", /\b(PGlite|drizzle-orm|postgres(ql)?:\/\/)/i],
];

interface Problem {
  request: string;
  problem: string;
}

function describeRequest(fuzz: FuzzRequest) {
  const shownPath = fuzz.path.length > 120 ? `${fuzz.path.slice(0, 120)}…` : fuzz.path;
  return `${fuzz.method} ${shownPath} [${fuzz.area}: ${fuzz.mutation}]`;
}

/** What is wrong with an answer, if anything. */
function problemOf(fuzz: FuzzRequest, answer: FuzzAnswer) {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.slice(0, 200)}`;
  const servedFile = fuzz.area === "static" && answer.status === 200;
  const leakedFile = servedFile && leakedFileMarkers.some((marker) => marker.test(answer.body));
  if (leakedFile) return "served a file from outside its folder";
  // A script or stylesheet from /assets is code, not an answer about the request.
  if (servedFile && !/json|html|text\/plain/.test(answer.contentType)) return undefined;
  const detail = internalDetails.find(([, pattern]) => pattern.test(answer.body));
  if (detail) return `shows a ${detail[0]}: ${answer.body.match(detail[1])?.[0]}`;
  return undefined;
}

/** Lines of the server's log at error level or above, or not written by its logger. */
function unexpectedLogLines(logFile: string) {
  return readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level: number }).level >= 50;
      } catch {
        return true;
      }
    });
}

async function fuzz(server: BuiltServer, label: string, count: number) {
  const origin = new URL(server.url);
  const credentials = await signInForFuzzing(server.url, `fuzz-${seed}-${label.length}@washi.test`);
  const document = (await (
    await fetch(`${server.url}/api/openapi.json`)
  ).json()) as OpenApiDocument;
  const apiTargets = targetsOfOpenApi(document);
  expect(apiTargets.length).toBeGreaterThan(30);

  const random = new Random(seed);
  const byArea = [
    [55, apiTargets],
    [10, studioApiTargets],
    [10, simulatorTargets],
    [8, pageTargets],
    [6, staticTargets],
  ] as const;
  const requests = [
    ...Array.from({ length: count }, () =>
      makeFuzzRequest(random.pick(random.weighted(byArea)), credentials, random),
    ),
    // Then every parameter and field, each with a NUL, a lone surrogate and an overflow.
    ...sweepRequests(
      [...apiTargets, ...studioApiTargets, ...simulatorTargets, ...pageTargets],
      credentials,
      random,
    ),
  ];

  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const problems: Problem[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await inPool(requests, CONCURRENCY, async (request, index) => {
    let answer: FuzzAnswer;
    try {
      answer = await send(origin, request, agent);
    } catch (error) {
      problems.push({ request: describeRequest(request), problem: `no answer: ${error}` });
      return;
    }
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const problem = problemOf(request, answer);
    if (problem) problems.push({ request: describeRequest(request), problem });
    if (index % 2_000 === 1_999) {
      expect((await fetch(`${server.url}/healthz`)).status, "the server stays up").toBe(200);
    }
  });
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;

  const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `fuzz ${label}: seed ${seed} (FUZZ_SEED=${seed} replays it), ${requests.length} requests (${count} random) in ${seconds.toFixed(1)} s, ${targetsCount(apiTargets.length)} targets; statuses ${summary.join(" ")}`,
  );
  expect(problems.map(({ request, problem }) => `${request}: ${problem}`)).toEqual([]);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
  expect(unexpectedLogLines(server.logFile)).toEqual([]);
}

function targetsCount(apiTargets: number) {
  return (
    apiTargets +
    studioApiTargets.length +
    simulatorTargets.length +
    pageTargets.length +
    staticTargets.length
  );
}

afterEach(killStartedServers);

/** The fuzz server sits behind a proxy, so X-Forwarded-For is read (and fuzzed). */
const fuzzEnv = { TRUST_PROXY: "true", ...studioAdminEnv };

test(`${requestCount} malformed requests on PGlite: no 5xx, no internal detail, no error logged`, async () => {
  const server = await startSeededServer("pglite", fuzzEnv);
  try {
    await fuzz(server, "pglite", requestCount);
    expect((await server.stop("SIGTERM")).code).toBe(0);
  } finally {
    await server.close();
  }
}, 360_000);

/** The deep tier's share on PostgreSQL (TEST_DATABASE_URL). */
test.skipIf(!deepTier || !process.env.TEST_DATABASE_URL)(
  "a quarter of the run on PostgreSQL, with the same checks",
  async () => {
    const server = await startSeededServer("postgres", fuzzEnv);
    try {
      await fuzz(server, "postgres", Math.ceil(requestCount / 4));
      expect((await server.stop("SIGTERM")).code).toBe(0);
    } finally {
      await server.close();
    }
  },
  360_000,
);
