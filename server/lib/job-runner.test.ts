import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { type Job, startJobRunner } from "#server/lib/job-runner.ts";
import { createLogger } from "#server/logger.ts";

const logger = createLogger("silent");

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets timers of 0 ms and settled promises run, a few turns of the event loop. */
async function turns(count: number) {
  for (let turn = 0; turn < count; turn += 1) await nextTurn();
}

describe("startJobRunner", () => {
  it("waits for the pass under way when stopped, then runs nothing more and closes the jobs", async () => {
    const started = deferred();
    const release = deferred();
    let runs = 0;
    let closed = false;
    let seenSignal: AbortSignal | undefined;
    const job: Job = {
      name: "slow",
      async run(signal) {
        runs += 1;
        seenSignal = signal;
        started.resolve();
        await release.promise;
      },
      close() {
        closed = true;
      },
    };
    const runner = startJobRunner({ jobs: [job], logger, intervalMs: 0 });
    await started.promise;

    let stopDone = false;
    const stopping = runner.stop().then(() => {
      stopDone = true;
    });
    await turns(5);
    expect(seenSignal?.aborted).toBe(true);
    expect(stopDone).toBe(false);
    expect(closed).toBe(false);

    release.resolve();
    await stopping;
    expect(closed).toBe(true);
    await turns(10);
    expect(runs).toBe(1);
    await runner.stop();
  });

  it("never starts a pass before the previous one has ended", async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const enoughRuns = deferred();
    const job: Job = {
      name: "counts",
      async run() {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await turns(3);
        running -= 1;
        runs += 1;
        if (runs === 5) enoughRuns.resolve();
      },
    };
    const runner = startJobRunner({ jobs: [job], logger, intervalMs: 0 });
    await enoughRuns.promise;
    await runner.stop();
    expect(mostAtOnce).toBe(1);
  });

  it("keeps running after a job throws, and runs the other jobs of the pass", async () => {
    const calls: string[] = [];
    const secondPass = deferred();
    const failing: Job = {
      name: "failing",
      async run() {
        calls.push("failing");
        throw new Error("database went away");
      },
    };
    const counting: Job = {
      name: "counting",
      async run() {
        calls.push("counting");
        if (calls.length === 4) secondPass.resolve();
      },
    };
    const runner = startJobRunner({ jobs: [failing, counting], logger, intervalMs: 0 });
    await secondPass.promise;
    await runner.stop();
    expect(calls.slice(0, 4)).toEqual(["failing", "counting", "failing", "counting"]);
  });
});
