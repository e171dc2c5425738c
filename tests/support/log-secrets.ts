/**
 * Finds secrets in log output: the values the test suite uses as passwords and secrets, the
 * ones each server was given (see recordGivenSecrets in built-server.ts), and the shapes of
 * what must never be logged whatever its value (session cookies, bearer tokens, tokens in
 * links, credentials in URLs, password hashes). A finding names the file, the line and the
 * kind of secret, never the secret itself.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface SecretValue {
  kind: string;
  value: string;
}

export interface SecretFinding {
  file: string;
  line: number;
  kind: string;
}

/** Shapes that are a leak whatever the value; each value part is long enough to be real. */
export const secretShapes: { kind: string; pattern: RegExp }[] = [
  { kind: "session cookie", pattern: /washi_session=[^;\s"',]{8,}/ },
  { kind: "studio session cookie", pattern: /washi_studio=[^;\s"',]{8,}/ },
  { kind: "cart cookie", pattern: /washi_cart=[^;\s"',]{8,}/ },
  { kind: "bearer token", pattern: /\bBearer\s+[\w.~+/=-]{8,}/i },
  { kind: "basic credentials", pattern: /\bBasic\s+[A-Za-z0-9+/]{12,}={0,2}/ },
  {
    kind: "access or refresh token",
    pattern: /(access|refresh)_?token"?\s*[:=]\s*"?(?!\[redacted\])[\w.~+/-]{8,}/i,
  },
  {
    kind: "token in a link",
    pattern: /[?&;](token|key|code|ba_token|subscription_id)=[^&\s"'#]{8,}/i,
  },
  {
    kind: "token in a path",
    pattern: /\/(reset-password|verify-email|unsubscribe|login\/verify)\/[\w-]{16,}/,
  },
  { kind: "credentials in a URL", pattern: /\b[a-z][a-z\d+.-]*:\/\/[^\s:/@"']*:[^\s@/"']+@/i },
  { kind: "TOTP secret", pattern: /otpauth:\/\/[^\s"']*secret=/i },
  { kind: "password hash", pattern: /\$(argon2(id|i|d)|scrypt|2[aby])\$/ },
  {
    kind: "password or secret field",
    pattern:
      /"(\w*password\w*|\w*secret\w*|token|sessionToken|authorization|cookie)"\s*:\s*"(?!\[redacted\]")[^"]+"/i,
  },
];

/**
 * The passwords and secrets written in the test suite's sources: constants and properties
 * named like a password or secret whose value is one word of eight characters or more
 * (sentences such as "Please enter your password" are messages, not passwords).
 */
export function secretsInSources(sources: { file: string; text: string }[]): SecretValue[] {
  const assignment = /\w*(?:password|secret)\w*\s*[:=]\s*["'`]([^"'`\s$]{8,})["'`]/gi;
  const found = new Map<string, SecretValue>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(assignment)) {
      const value = match[1] as string;
      if (!found.has(value)) found.set(value, { kind: `test password from ${file}`, value });
    }
  }
  return [...found.values()];
}

/**
 * The sources of the suites that start servers and of their support, as secretsInSources
 * reads them (less this module's own tests, whose values are made up).
 */
export function readTestSources(projectRoot: string) {
  const folders = ["tests/e2e", "tests/system", "tests/support"];
  return folders.flatMap((folder) =>
    readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ts") && !name.endsWith("log-secrets.test.ts"))
      .map((name) => ({
        file: `${folder}/${name}`,
        text: readFileSync(path.join(projectRoot, folder, name), "utf8"),
      })),
  );
}

/** Every line of `text` that holds one of `secrets` or a secret's shape, as file:line:kind. */
export function scanLogText(file: string, text: string, secrets: SecretValue[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  text.split("\n").forEach((content, index) => {
    const value = secrets.find((secret) => content.includes(secret.value));
    const shape = secretShapes.find(({ pattern }) => pattern.test(content));
    const kind = value?.kind ?? shape?.kind;
    if (kind) findings.push({ file, line: index + 1, kind });
  });
  return findings;
}

/**
 * Scans every `*.log` file in `dir` for `secrets`, plus the secrets each server was given
 * (its `*.secrets.json`, when there is one).
 */
export function scanLogDir(dir: string, secrets: SecretValue[]) {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".log")) : [];
  const findings: SecretFinding[] = [];
  let lines = 0;
  for (const name of files.sort()) {
    const file = path.join(dir, name);
    const givenFile = file.replace(/\.log$/, ".secrets.json");
    const given: SecretValue[] = existsSync(givenFile)
      ? JSON.parse(readFileSync(givenFile, "utf8"))
      : [];
    const text = readFileSync(file, "utf8");
    lines += text.split("\n").length;
    findings.push(...scanLogText(file, text, [...given, ...secrets]));
  }
  return { files: files.length, lines, findings };
}

export function describeFindings(findings: SecretFinding[], limit = 20) {
  const shown = findings.slice(0, limit).map(({ file, line, kind }) => `${file}:${line}: ${kind}`);
  const more = findings.length > limit ? [`… and ${findings.length - limit} more`] : [];
  return [...shown, ...more].join("\n");
}

/**
 * Throws when a log under `logDir` holds a test password, a secret a server was given or a
 * secret's shape; answers a one-line summary otherwise. Run after every server stopped.
 */
export function checkServerLogs(projectRoot: string, logDir: string) {
  const secrets = secretsInSources(readTestSources(projectRoot));
  const { files, lines, findings } = scanLogDir(logDir, secrets);
  if (findings.length > 0) {
    throw new Error(
      `A secret was written to a server log (${findings.length} lines):\n${describeFindings(findings)}`,
    );
  }
  return `Server logs: ${files} files, ${lines} lines scanned for ${secrets.length} test passwords and every secret shape; none found.`;
}
