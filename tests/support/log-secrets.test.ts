import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { projectRoot } from "#tests/support/built-server.ts";
import { FUZZ_CUSTOMER_PASSWORD } from "#tests/support/fuzz/credentials.ts";
import {
  describeFindings,
  readTestSources,
  scanLogDir,
  scanLogText,
  secretsInSources,
} from "#tests/support/log-secrets.ts";
import { studioAdmin } from "#tests/support/studio.ts";

const suiteSecrets = secretsInSources(readTestSources(projectRoot));

/** Lines as the server's logger writes them. */
function logLines(write: (logger: ReturnType<typeof createLogger>) => void) {
  const lines: string[] = [];
  write(createLogger("info", { write: (line: string) => lines.push(line.trimEnd()) }));
  return lines;
}

describe("the secrets of the test suite", () => {
  it("include the studio's and the customers' passwords, not the form's messages", () => {
    const values = suiteSecrets.map((secret) => secret.value);
    expect(values).toContain(studioAdmin.password);
    expect(values).toContain("inkwell-and-quill");
    expect(values).toContain("Washi-Tape-Morning-3");
    expect(values).toContain(FUZZ_CUSTOMER_PASSWORD);
    expect(values.some((value) => value.includes(" "))).toBe(false);
  });
});

describe("scanning log text", () => {
  const clean = logLines((logger) => {
    logger.info(
      { requestId: "3c1e", method: "POST", path: "/api/auth/login", status: 401, ms: 12 },
      "request",
    );
    logger.info({ method: "GET", path: "/reset-password", status: 200 }, "request");
    logger.warn({ email: "a@washi.test", clientAddress: "127.0.0.1" }, "sign-in refused");
    // Redacted by the logger itself: the field is there, its value is not.
    logger.info({ password: studioAdmin.password, token: "0123456789abcdef" }, "redacted");
    logger.info("Washi is serving http://127.0.0.1:4000");
  });

  it("passes the lines the server writes", () => {
    expect(scanLogText("server.log", clean.join("\n"), suiteSecrets)).toEqual([]);
  });

  const planted: [string, string][] = [
    [`{"msg":"login","body":"email=a@b.c&pw=${studioAdmin.password}"}`, "test password"],
    ['{"headers":{"cookie":"washi_session=Qk9mZ1pXcUtYc2Fx"}}', "session cookie"],
    ["set-cookie: washi_studio=c3R1ZGlvLXNlc3Npb24; Path=/studio", "studio session cookie"],
    ['{"auth":"Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig"}', "bearer token"],
    ['{"url":"/reset-password?token=Zm9yZ290LXBhc3N3b3Jk"}', "token in a link"],
    ['{"path":"/verify-email/aGVsbG8tdmVyaWZ5LXRva2Vu"}', "token in a path"],
    ['{"url":"postgres://washi:hunter2hunter@db:5432/washi"}', "credentials in a URL"],
    ['{"refresh_token":"cmVmcmVzaC10b2tlbi12YWx1ZQ"}', "access or refresh token"],
    ['{"user":{"passwordHash":"$argon2id$v=19$m=19456"}}', "password hash"],
    ['{"newPassword":"Brand-New-Inkwell-42"}', "password or secret field"],
    ['{"uri":"otpauth://totp/Washi:maker?secret=JBSWY3DPEHPK3PXP"}', "TOTP secret"],
  ];
  for (const [line, kind] of planted) {
    it(`finds a planted ${kind}`, () => {
      const text = [...clean, line, ...clean].join("\n");
      const findings = scanLogText("server.log", text, suiteSecrets);
      expect(findings).toEqual([
        { file: "server.log", line: clean.length + 1, kind: expect.stringContaining(kind) },
      ]);
    });
  }

  it("names file, line and kind, never the secret", () => {
    const text = `ok\n{"pw":"${studioAdmin.password}"}`;
    const report = describeFindings(scanLogText("a.log", text, suiteSecrets));
    expect(report).toMatch(/^a\.log:2: test password from tests\/support\/studio\.ts$/);
    expect(report).not.toContain(studioAdmin.password);
  });
});

describe("scanning a folder of server logs", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "washi-log-scan-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("looks for the secrets each server was given, beside its log", () => {
    writeFileSync(path.join(dir, "server-1.log"), "started\nconnecting with s3cr3t-db-pass\n");
    writeFileSync(
      path.join(dir, "server-1.secrets.json"),
      JSON.stringify([{ kind: "DATABASE_URL password", value: "s3cr3t-db-pass" }]),
    );
    writeFileSync(path.join(dir, "server-2.log"), "s3cr3t-db-pass is only secret for server 1\n");
    const { files, findings } = scanLogDir(dir, []);
    expect(files).toBe(2);
    expect(findings).toEqual([
      { file: path.join(dir, "server-1.log"), line: 2, kind: "DATABASE_URL password" },
    ]);
  });
});
