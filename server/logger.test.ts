import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCapturingLogger } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

describe("logged errors", () => {
  it("keep a failed query's SQL and reason but never the values it was sent", async () => {
    const secret = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$aGFzaA";
    const failure = await test.handle.db
      .execute(sql`select ${secret}::text, ${"a\u0000b"}::text`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);

    const { logger, lines } = createCapturingLogger();
    logger.error({ err: failure }, "api error");
    const line = JSON.stringify(lines[0]);
    expect(line).not.toContain("argon2id");
    expect(line).toContain("select $1::text");
    expect(line).toContain("params: [redacted]");
  });

  it("keep every other error whole", () => {
    const { logger, lines } = createCapturingLogger();
    logger.error({ err: new Error("the outbox is full") }, "mail job failed");
    expect(lines[0]?.err).toMatchObject({ message: "the outbox is full", type: "Error" });
  });
});
