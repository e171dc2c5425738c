import { and, eq, sql } from "drizzle-orm";
import { paypalSimulatorRecords } from "#server/db/schema.ts";
import type { Job } from "#server/lib/job-runner.ts";
import { type PayPalSimulatorOptions, simulatorContextOf } from "#server/paypal-simulator/app.ts";
import { settleCapture } from "#server/paypal-simulator/settle-capture.ts";
import type { SimulatedOrder } from "#server/paypal-simulator/simulated-order.ts";

/**
 * How long the simulator's PayPal reviews a "pending-review" payment before it declines it, as
 * long as an order holds its stock before its buyer approves (decision 014): a visitor who
 * picks that buyer cannot keep a limited product off sale for longer than any other buyer
 * could (decision 036). The maker's controls (PAYPAL_SIMULATOR_CONTROLS) may settle it sooner.
 */
export const SIMULATED_REVIEW_MS = 10 * 60 * 1000;

/** Declines every PENDING capture older than the review; answers how many. */
export async function endLongReviews(options: PayPalSimulatorOptions) {
  const context = simulatorContextOf(options);
  const before = context.clock().getTime() - SIMULATED_REVIEW_MS;
  const pending = { purchase_units: [{ payments: { captures: [{ status: "PENDING" }] } }] };
  const rows = await options.db
    .select({ data: paypalSimulatorRecords.data })
    .from(paypalSimulatorRecords)
    .where(
      and(
        eq(paypalSimulatorRecords.kind, "order"),
        sql`${paypalSimulatorRecords.data} @> ${JSON.stringify(pending)}::jsonb`,
      ),
    );
  const due = rows.flatMap(({ data }) =>
    (data as unknown as SimulatedOrder).purchase_units.flatMap(
      (unit) =>
        unit.payments?.captures.filter(
          (capture) =>
            capture.status === "PENDING" && new Date(capture.create_time).getTime() <= before,
        ) ?? [],
    ),
  );
  for (const capture of due) await settleCapture(context, capture.id, "DENIED");
  return due.length;
}

/** Ends the simulator's long reviews about once a minute. */
export function createEndReviewsJob(options: PayPalSimulatorOptions): Job {
  const { clock } = simulatorContextOf(options);
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    name: "paypal-simulator-reviews",
    async run() {
      const now = clock().getTime();
      if (now - lastCheck < 60_000) return;
      lastCheck = now;
      await endLongReviews(options);
    },
  };
}
