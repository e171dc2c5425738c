import type { Logger } from "#server/logger.ts";

/** Work the runner repeats: each run does what is due, then returns. */
export interface Job {
  name: string;
  /** `signal` aborts when the process stops: finish the item in hand, start no more. */
  run(signal: AbortSignal): Promise<unknown>;
  /** Releases what the job holds open (connections), after its last run. */
  close?(): void | Promise<void>;
}

export interface JobRunner {
  /** Stops scheduling, waits for a pass under way, then closes the jobs. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * How long the runner waits after a pass before the next one: an e-mail leaves about a second
 * after its order or form is saved, and an idle pass is three small queries.
 */
export const DEFAULT_JOB_INTERVAL_MS = 1_000;

/**
 * Runs every job in turn, then waits `intervalMs` and does it again. A pass starts only
 * after the previous one has ended, so a job never overlaps itself within this process;
 * jobs that run on several instances coordinate through the database.
 */
export function startJobRunner({
  jobs,
  logger,
  intervalMs = DEFAULT_JOB_INTERVAL_MS,
  keepProcessAlive = false,
}: {
  jobs: Job[];
  logger: Logger;
  intervalMs?: number;
  /** The worker, whose only work this is: the wait between passes keeps it running. */
  keepProcessAlive?: boolean;
}): JobRunner {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;

  const runPass = async () => {
    for (const job of jobs) {
      if (stopping.signal.aborted) return;
      try {
        await job.run(stopping.signal);
      } catch (error) {
        logger.error({ job: job.name, err: error }, "background job failed");
      }
    }
  };

  const scheduleNext = (delayMs: number) => {
    timer = setTimeout(() => {
      pass = runPass().finally(() => {
        pass = undefined;
        if (!stopping.signal.aborted) scheduleNext(intervalMs);
      });
    }, delayMs);
    // In a server, pending work must not keep a process alive that is otherwise done.
    if (!keepProcessAlive) timer.unref();
  };

  scheduleNext(0);

  return {
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        clearTimeout(timer);
        await pass;
        await Promise.all(jobs.map((job) => job.close?.()));
      })();
      return stopped;
    },
  };
}
