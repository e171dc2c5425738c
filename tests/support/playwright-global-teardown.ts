/**
 * Playwright global teardown, after every server of the run has stopped: scans the whole
 * output of each (tests/support/built-server.ts writes it under serverLogDir) and fails the
 * run if any line holds a password, secret or token (tests/support/log-secrets.ts). The
 * failure names file, line and kind of secret, never the secret.
 */
import { projectRoot, serverLogDir } from "#tests/support/built-server.ts";
import { checkServerLogs } from "#tests/support/log-secrets.ts";

export default function globalTeardown() {
  console.log(checkServerLogs(projectRoot, serverLogDir));
}
