/**
 * A built server of a spec's own, for what the shared servers must not see (their settings
 * changed, rate limits exhausted, e-mails read): a copy of the demo shop on the project's
 * database, started before the first test of the scope this is called in and stopped after
 * its last. With `mail`, a test SMTP server is started first and the shop sends to it
 * (SMTP_URL), so the spec reads what it sends.
 */

import { type DatabaseKind, test } from "#tests/support/fixtures.ts";
import {
  type SeededServer,
  type SeededShop,
  startSeededServer,
} from "#tests/support/seeded-shop.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";

export interface ServerOfItsOwn {
  /** The shop's address. */
  readonly url: string;
  /** The SMTP server the shop sends to (with `mail`). */
  readonly smtp: TestSmtpServer;
  /** The copy's PostgreSQL database, which a spec may change while the server runs. */
  readonly databaseUrl: string;
}

export function serverOfItsOwn(
  options: {
    mail?: boolean;
    env?: Record<string, string>;
    /** Changes the copy of the shop before the server opens it. */
    prepare?: (shop: SeededShop) => Promise<void>;
    /** Starting takes a while on a busy machine. */
    startTimeout?: number;
  } = {},
): ServerOfItsOwn {
  let server: SeededServer | undefined;
  let smtp: TestSmtpServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(options.startTimeout ?? 120_000);
    // A hook cannot take the per-test option: it reads the project's (the operations project
    // names none).
    const use = test.info().project.use as { databaseKind?: DatabaseKind };
    if (options.mail) smtp = await startTestSmtpServer();
    server = await startSeededServer(
      use.databaseKind ?? "pglite",
      { ...(smtp ? { SMTP_URL: smtp.url } : {}), ...options.env },
      { prepare: options.prepare },
    );
  });
  test.afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  return {
    get url() {
      if (!server) throw new Error("The spec's server has not started.");
      return server.url;
    },
    get databaseUrl() {
      const url = server?.shop.databaseUrl;
      if (!url) throw new Error("Only a PostgreSQL shop has a database to reach while it runs.");
      return url;
    },
    get smtp() {
      if (!smtp) throw new Error("The spec's server has no SMTP server: ask for `mail`.");
      return smtp;
    },
  };
}
