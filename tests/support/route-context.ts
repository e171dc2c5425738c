/**
 * The context a route's loader or action is given, for tests that call them directly: the
 * test database, a configuration for `publicUrl` and a logger that keeps what it is told.
 */
import { RouterContextProvider } from "react-router";
import { parseConfig } from "#server/config.ts";
import { type AppContext, appContext } from "#server/context.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import type { TestDatabase } from "#tests/support/test-database.ts";

export function routeContextOf(
  test: TestDatabase,
  options: { publicUrl?: string; with?: Partial<AppContext> } = {},
) {
  const context = new RouterContextProvider();
  const config = parseConfig({
    DATA_DIR: test.dataDir,
    PUBLIC_URL: options.publicUrl ?? "https://washi.test",
  });
  const { logger } = createCapturingLogger();
  context.set(appContext, { db: test.db, config, logger, ...options.with } as AppContext);
  return context;
}
