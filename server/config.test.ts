import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadEnvFile, parseConfig, prepareDataDir } from "#server/config.ts";
import { projectRoot } from "#server/paths.ts";

const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "washi-data-"));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>) {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe("parseConfig", () => {
  it("has working defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.join(projectRoot, "data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      isHttps: false,
      logLevel: "info",
      seedDemoShop: true,
      seedDemoHistory: true,
      backgroundJobs: true,
      paypal: { mode: "simulator" },
      shopTimeZone: "America/New_York",
      // 200 megabits a second.
      downloadBandwidth: 25_000_000,
      trustProxy: false,
      visitorIpv6Prefix: 64,
    });
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "", SHOP_TIMEZONE: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      shopTimeZone: "America/New_York",
    });
  });

  it("reads the variables it is given", () => {
    const config = parseConfig({
      PORT: "8080",
      DATA_DIR: "/srv/washi",
      DATABASE_URL: "postgresql://washi@db.internal:5432/washi",
      PUBLIC_URL: "https://shop.example/some/path",
      SEED_DEMO_SHOP: "false",
      SEED_DEMO_HISTORY: "false",
      SHOP_TIMEZONE: "Europe/Berlin",
      VISITOR_IPV6_PREFIX: "56",
    });
    expect(config).toMatchObject({
      visitorIpv6Prefix: 56,
      port: 8080,
      dataDir: "/srv/washi",
      databaseUrl: "postgresql://washi@db.internal:5432/washi",
      publicUrl: "https://shop.example",
      isHttps: true,
      seedDemoShop: false,
      seedDemoHistory: false,
      shopTimeZone: "Europe/Berlin",
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "30.5" }, "PORT"],
    [{ DATABASE_URL: "mysql://root@localhost/washi" }, "DATABASE_URL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://shop.example" }, "PUBLIC_URL"],
    [{ SHOP_TIMEZONE: "Mars/Olympus_Mons" }, "SHOP_TIMEZONE"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ PAYPAL_MODE: "production" }, "PAYPAL_MODE"],
    [{ OWNER_EMAIL: "owner-at-example" }, "OWNER_EMAIL"],
    [{ BACKGROUND_JOBS: "false" }, "BACKGROUND_JOBS"],
    [{ SEED_DEMO_HISTORY: "no" }, "SEED_DEMO_HISTORY"],
    [{ VISITOR_IPV6_PREFIX: "16" }, "VISITOR_IPV6_PREFIX"],
    [{ VISITOR_IPV6_PREFIX: "56.5" }, "VISITOR_IPV6_PREFIX"],
  ])("refuses %o in one line naming %s", (env, variable) => {
    const message = configError(env);
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} .+\\.$`));
    expect(message).not.toContain("\n");
  });

  it("says what a port must be", () => {
    expect(configError({ PORT: "abc" })).toBe(
      "Invalid configuration: PORT must be a port number between 0 and 65535.",
    );
  });

  it("reads the downloads' bandwidth in megabits a second, and says what it must be", () => {
    expect(parseConfig({ DOWNLOAD_BANDWIDTH_MBPS: "1000" }).downloadBandwidth).toBe(125_000_000);
    expect(configError({ DOWNLOAD_BANDWIDTH_MBPS: "fast" })).toBe(
      "Invalid configuration: DOWNLOAD_BANDWIDTH_MBPS must be a number of megabits a second.",
    );
    expect(configError({ DOWNLOAD_BANDWIDTH_MBPS: "0" })).toBe(
      "Invalid configuration: DOWNLOAD_BANDWIDTH_MBPS must be at least 1 (megabit a second).",
    );
  });

  it("turns the background jobs off only where another process can run them", () => {
    const postgres = "postgres://washi@127.0.0.1:5432/washi";
    expect(parseConfig({ DATABASE_URL: postgres, BACKGROUND_JOBS: "off" })).toMatchObject({
      backgroundJobs: false,
    });
    expect(parseConfig({ BACKGROUND_JOBS: "on" })).toMatchObject({ backgroundJobs: true });
    expect(configError({ BACKGROUND_JOBS: "false" })).toBe(
      "Invalid configuration: BACKGROUND_JOBS must be on or off.",
    );
    expect(configError({ BACKGROUND_JOBS: "off" })).toMatch(
      /^Invalid configuration: BACKGROUND_JOBS=off needs DATABASE_URL \(PostgreSQL\)/,
    );
  });

  it("keeps files under DATA_DIR without STORAGE_URL, in its bucket with one", () => {
    expect(parseConfig({ STORAGE_URL: "" }).bucket).toBeUndefined();
    expect(parseConfig({ STORAGE_URL: "s3://washi-files" }).bucket).toEqual({
      bucket: "washi-files",
      prefix: "",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
    });
    expect(
      parseConfig({
        STORAGE_URL:
          "s3://shop.files/washi/live/?endpoint=https://acc.r2.cloudflarestorage.com&region=auto",
      }).bucket,
    ).toEqual({
      bucket: "shop.files",
      prefix: "washi/live/",
      endpoint: "https://acc.r2.cloudflarestorage.com",
      region: "auto",
      // Any service but AWS itself takes the bucket in the path unless told otherwise.
      forcePathStyle: true,
    });
    expect(
      parseConfig({
        STORAGE_URL: "s3://washi?endpoint=http://127.0.0.1:9000&path_style=false",
      }).bucket,
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000", forcePathStyle: false });
  });

  it.each([
    [
      "https://bucket.s3.amazonaws.com",
      "must be an s3:// URL, such as s3://bucket/prefix?endpoint=https://…&region=…",
    ],
    ["not a url", "must be an s3:// URL, such as s3://bucket/prefix?endpoint=https://…&region=…"],
    [
      "s3://AKIAEXAMPLE:s3cretKey@washi",
      "must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead",
    ],
    ["s3://washi:9000", "names its service with endpoint=…, not with a port"],
    [
      "s3://Washi_Files",
      "must name a bucket of 3 to 63 lowercase letters, digits, dots and hyphens (s3://bucket/prefix?endpoint=https://…&region=…)",
    ],
    [
      "s3://washi/my%20files",
      "has a prefix that is not a plain folder path (letters, digits, . _ - and /)",
    ],
    [
      "s3://washi?pathstyle=true",
      "has an unknown setting pathstyle (it takes endpoint, region, path_style)",
    ],
    [
      "s3://washi?endpoint=minio:9000",
      "endpoint must be an http:// or https:// URL without credentials",
    ],
    [
      "s3://washi?region=EU%20West",
      "region must be a region name such as us-east-1 (or auto for R2)",
    ],
    ["s3://washi?path_style=yes", "path_style must be true or false"],
  ])("refuses STORAGE_URL=%s in one line", (value, problem) => {
    const message = configError({ STORAGE_URL: value });
    expect(message).toBe(`Invalid configuration: STORAGE_URL ${problem}.`);
    expect(message).not.toContain("s3cret");
  });

  it("does not echo a database URL, which may hold a password", () => {
    expect(configError({ DATABASE_URL: "mysql://u:s3cret@h/db" })).not.toContain("s3cret");
  });
});

describe("loadEnvFile", () => {
  const touched = ["WASHI_TEST_ONLY_IN_FILE", "WASHI_TEST_IN_BOTH"];
  afterEach(() => {
    for (const name of touched) delete process.env[name];
  });

  it("adds .env values but never overrides the real environment", () => {
    const file = path.join(tempDir(), ".env");
    writeFileSync(file, "WASHI_TEST_ONLY_IN_FILE=from-file\nWASHI_TEST_IN_BOTH=from-file\n");
    process.env.WASHI_TEST_IN_BOTH = "from-environment";
    const env = loadEnvFile(file);
    expect(env.WASHI_TEST_ONLY_IN_FILE).toBe("from-file");
    expect(env.WASHI_TEST_IN_BOTH).toBe("from-environment");
  });
});

describe("prepareDataDir", () => {
  it("creates missing folders", () => {
    const dir = path.join(tempDir(), "a", "b");
    prepareDataDir(dir);
    writeFileSync(path.join(dir, "probe"), "ok");
  });

  it("names DATA_DIR when the folder cannot be made (a path under a regular file)", () => {
    const file = path.join(tempDir(), "file");
    writeFileSync(file, "");
    expect(() => prepareDataDir(path.join(file, "data"))).toThrow(ConfigError);
    expect(() => prepareDataDir(path.join(file, "data"))).toThrow(
      /^Invalid configuration: DATA_DIR .+ cannot be written \(ENOTDIR\)\.$/,
    );
  });
});
