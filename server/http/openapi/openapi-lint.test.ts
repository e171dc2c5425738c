/**
 * The generated document under a standard OpenAPI linter: Redocly CLI's recommended ruleset,
 * with invalid examples counted as errors (the ruleset only warns of them). Run alone with
 * `npm run api:lint`.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOpenApiDocument } from "#server/http/openapi/document.ts";

const redoclyCli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

const config = `extends:
  - recommended
rules:
  no-invalid-media-type-examples: error
  no-invalid-parameter-examples: error
  no-invalid-schema-examples: error
telemetry: off
`;

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "washi-openapi-lint-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** What `redocly lint` says of the document; it exits 1 when it finds errors. */
async function lint(document: unknown): Promise<LintReport> {
  const documentFile = path.join(folder, "openapi.json");
  const configFile = path.join(folder, "redocly.yaml");
  await writeFile(documentFile, JSON.stringify(document));
  await writeFile(configFile, config);
  const run = promisify(execFile)(
    process.execPath,
    [redoclyCli, "lint", documentFile, `--config=${configFile}`, "--format=json"],
    {
      cwd: folder,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const { stdout } = await run.catch((failed: { stdout?: string }) => {
    if (!failed.stdout) throw failed;
    return { stdout: failed.stdout };
  });
  return JSON.parse(stdout) as LintReport;
}

const errorsOf = (report: LintReport) =>
  report.problems
    .filter((problem) => problem.severity === "error")
    .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);

it("passes Redocly's recommended rules with no error, its examples fitting their schemas", async () => {
  const report = await lint(createOpenApiDocument());
  expect(errorsOf(report)).toEqual([]);
  expect(report.totals.errors).toBe(0);
});

it("finds an operation with no security, and an example its schema refuses", async () => {
  // A copy: the document shares its examples with every other caller in this worker (the API
  // types' test among them), so changing them in place would change theirs.
  const document = structuredClone(createOpenApiDocument());
  const health = document.paths["/healthz"]?.get as Record<string, unknown>;
  delete health.security;
  const request = document.paths["/api/orders/create"]?.post as {
    requestBody: { content: { "application/json": { example: { items: unknown[] } } } };
  };
  request.requestBody.content["application/json"].example.items = [{ quantity: 2 }];
  const rules = new Set(errorsOf(await lint(document)).map((error) => error.split(" ")[0]));
  expect([...rules].sort()).toEqual(["no-invalid-media-type-examples", "security-defined"]);
});
