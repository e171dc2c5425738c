import { describe, expect, it } from "vitest";
import { deferWork, settleDeferredWork } from "#server/lib/deferred-work.ts";
import { createCapturingLogger } from "#tests/support/http-app.ts";

describe("deferred work", () => {
  it("runs after the caller moves on, and settles only when every task is done", async () => {
    const { logger } = createCapturingLogger();
    const done: string[] = [];
    deferWork(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push("slow");
        // Work started by deferred work is waited for too.
        deferWork(async () => void done.push("follow-up"), logger, "follow-up");
      },
      logger,
      "slow task",
    );
    expect(done).toEqual([]);
    await settleDeferredWork();
    expect(done).toEqual(["slow", "follow-up"]);
  });

  it("logs a failure instead of throwing it at nobody", async () => {
    const { logger, lines } = createCapturingLogger();
    deferWork(
      async () => {
        throw new Error("database went away");
      },
      logger,
      "reset request",
    );
    await settleDeferredWork();
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "reset request failed", level: 50 }),
    );
  });
});
