/**
 * Playwright global teardown, after every server of the run has stopped: scans the whole
 * output of each (tests/support/built-server.ts writes it under serverLogDir) and fails the
 * run if any line holds a password, secret or token (tests/support/log-secrets.ts). The
 * failure names file, line and kind of secret, never the secret.
 */
import { projectRoot, serverLogDir } from "#tests/support/built-server.ts";
import {
  describeFindings,
  readTestSources,
  scanLogDir,
  secretsInSources,
} from "#tests/support/log-secrets.ts";

export default function globalTeardown() {
  const secrets = secretsInSources(readTestSources(projectRoot));
  const { files, lines, findings } = scanLogDir(serverLogDir, secrets);
  if (findings.length > 0) {
    throw new Error(
      `A secret was written to a server log (${findings.length} lines):\n${describeFindings(findings)}`,
    );
  }
  console.log(
    `Server logs: ${files} files, ${lines} lines scanned for ${secrets.length} test passwords and every secret shape; none found.`,
  );
}
