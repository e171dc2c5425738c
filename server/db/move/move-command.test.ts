import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#server/config.ts";
import { moveCommand } from "./move-command.ts";

let dataDir: string;
let printed: string[];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "washi-move-command-"));
  printed = [];
  const keep = (...parts: unknown[]) => {
    printed.push(parts.join(" "));
  };
  vi.spyOn(console, "error").mockImplementation(keep);
  vi.spyOn(console, "log").mockImplementation(keep);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

const config = (env: Record<string, string> = {}) => parseConfig({ DATA_DIR: dataDir, ...env });

describe("npm run db:move", () => {
  it("asks for a PostgreSQL URL after --to", async () => {
    for (const flags of [[], ["--to"], ["--to", "mysql://db/shop"], ["postgres://db/shop"]]) {
      expect(await moveCommand(config(), flags)).toBe(1);
    }
    expect(new Set(printed)).toEqual(
      new Set(["Usage: npm run db:move -- --to postgres://user:password@host:5432/database"]),
    );
  });

  it("refuses a configuration that already runs on PostgreSQL", async () => {
    const onPostgres = config({ DATABASE_URL: "postgres://washi@127.0.0.1:5432/washi" });
    expect(await moveCommand(onPostgres, ["--to", "postgres://washi@127.0.0.1:5432/other"])).toBe(
      1,
    );
    expect(printed.join("\n")).toContain("DATABASE_URL is set");
  });

  it("names what is missing without a stack trace, and never prints the target's password", async () => {
    const code = await moveCommand(config(), ["--to", "postgres://washi:s3cret@127.0.0.1:5432/x"]);
    expect(code).toBe(1);
    expect(printed).toEqual([
      `Moving the embedded shop in ${dataDir} to PostgreSQL at 127.0.0.1:5432/x.`,
      `There is no embedded database in ${path.join(dataDir, "db")}.`,
    ]);
  });
});
