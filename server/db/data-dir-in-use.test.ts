import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markDataDirInUse, processUsingDataDir } from "./data-dir-in-use.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "washi-in-use-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const pidFile = () => path.join(dataDir, "washi.pid");

describe("which process uses a data dir", () => {
  it("names another process that runs and has it open", () => {
    writeFileSync(pidFile(), `${process.ppid}\n`);
    expect(processUsingDataDir(dataDir)).toBe(process.ppid);
  });

  it("does not count this process, a process that has ended, or no record", () => {
    expect(processUsingDataDir(dataDir)).toBeUndefined();
    const ended = spawnSync("true").pid;
    writeFileSync(pidFile(), `${ended}\n`);
    expect(processUsingDataDir(dataDir)).toBeUndefined();
    const release = markDataDirInUse(dataDir);
    expect(processUsingDataDir(dataDir)).toBeUndefined();
    release();
    expect(existsSync(pidFile())).toBe(false);
  });

  it("leaves the record of a process that opened the data dir after this one", () => {
    const release = markDataDirInUse(dataDir);
    writeFileSync(pidFile(), `${process.ppid}\n`);
    release();
    expect(processUsingDataDir(dataDir)).toBe(process.ppid);
  });
});
