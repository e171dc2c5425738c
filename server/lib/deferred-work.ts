import type { Logger } from "#server/logger.ts";

const running = new Set<Promise<void>>();

/**
 * Runs work a request starts but does not wait for, so the answer leaves before it and its
 * timing says nothing about what the work found (a reset link for an address that has an
 * account takes longer to write than none). A failure is logged; a graceful stop waits for
 * whatever is still running (`settleDeferredWork`) before the database closes.
 */
export function deferWork(task: () => Promise<void>, logger: Logger, description: string) {
  const work = task()
    .catch((error: unknown) => logger.error({ err: error }, `${description} failed`))
    .finally(() => running.delete(work));
  running.add(work);
}

/** Resolves once every deferred task started so far has finished. */
export async function settleDeferredWork() {
  while (running.size > 0) await Promise.all(running);
}
