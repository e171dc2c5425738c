import { and, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { discounts } from "#server/db/schema.ts";
import type { Job } from "#server/lib/job-runner.ts";
import type { Logger } from "#server/logger.ts";

/**
 * An automatic sale that starts or ends changes the prices cached pages show, though nothing
 * was written: each pass finds the sales whose start or end has just passed and touches them,
 * so the storefront version rises (decision 007) and every instance's pages follow within a
 * second. Writing only when one passed keeps the version (and the caches) still otherwise.
 */
export function createSaleBoundariesJob({ db, logger }: { db: Database; logger: Logger }): Job {
  let checkedUpTo = new Date();
  return {
    name: "sale-boundaries",
    async run() {
      const now = new Date();
      const passed = (column: typeof discounts.startsAt | typeof discounts.endsAt) =>
        and(gt(column, checkedUpTo), lte(column, now));
      const crossed = await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(
          and(isNull(discounts.code), or(passed(discounts.startsAt), passed(discounts.endsAt))),
        );
      checkedUpTo = now;
      if (crossed.length === 0) return;
      const ids = crossed.map((sale) => sale.id);
      await db.update(discounts).set({ updatedAt: now }).where(inArray(discounts.id, ids));
      logger.info({ sales: ids }, "a sale started or ended: the storefront's prices follow");
    },
  };
}
