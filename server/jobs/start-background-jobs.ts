import { createGiftCardMailJob } from "#server/balances/gift-card-job.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createSaleBoundariesJob } from "#server/discounts/sale-boundaries-job.ts";
import { type Job, type JobRunner, startJobRunner } from "#server/lib/job-runner.ts";
import type { Logger } from "#server/logger.ts";
import { createMailJob } from "#server/mail/mail-job.ts";
import { createGiftMailJob } from "#server/mail-club/gifts/gift-mail-job.ts";
import { createHoldBillingJob } from "#server/mail-club/holds/hold-billing-job.ts";
import { createFreezeIssuesJob } from "#server/mail-club/issues/freeze-issues-job.ts";
import { createExpireUnpaidOrdersJob } from "#server/orders/expire-unpaid-orders.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";
import type { PayPalSimulatorOptions } from "#server/paypal-simulator/app.ts";
import { createEndReviewsJob } from "#server/paypal-simulator/end-reviews.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";
import { openShopContext, shopSetupOf } from "#server/shop-context.ts";

/** The jobs this configuration asks for, run in this process until `stop()`. */
export function startBackgroundJobs({
  config,
  db,
  logger,
  intervalMs,
  keepProcessAlive,
  paypal,
  paypalSimulator,
}: {
  config: Pick<Config, "mail" | "shopTimeZone" | "publicUrl" | "ownerEmail">;
  db: Database;
  /** With PayPal, the Mail Club's skips and pauses have their billing kept in step. */
  paypal?: PayPalClient;
  /** In simulator mode, the simulator's reviews end on their own (end-reviews.ts). */
  paypalSimulator?: PayPalSimulatorOptions;
  logger: Logger;
  intervalMs?: number;
  keepProcessAlive?: boolean;
}): JobRunner & { jobNames: string[] } {
  // Each pass reads the shop's time zone once, as a request does (server/shop-context.ts).
  const shopTimeZone = () => readShopTimeZone(db, config.shopTimeZone);
  const { publicUrl, ownerEmail } = config;
  // Unpaid orders give their stock back after 30 minutes, SMTP or not (decisions.md 4).
  const jobs: Job[] = [
    createExpireUnpaidOrdersJob({
      db,
      logger: logger.child({ job: "expire-unpaid-orders" }),
      context: async () => ({ publicUrl, ownerEmail, timeZone: await shopTimeZone() }),
    }),
    // Each Mail Club issue's mailing list is fixed soon after its cutoff (decisions.md 11).
    createFreezeIssuesJob({
      db,
      logger: logger.child({ job: "freeze-mail-club-issues" }),
      timeZone: shopTimeZone,
    }),
    // A gift's reveal on its day, and its "last issue" and "join for yourself" e-mails.
    createGiftMailJob({ db, publicUrl, timeZone: shopTimeZone }),
    // A gift card's e-mail on the day its buyer chose.
    createGiftCardMailJob({ db, publicUrl, timeZone: shopTimeZone }),
    // Cached pages show a sale's prices from the second it starts, and no longer once it ends.
    createSaleBoundariesJob({ db, logger: logger.child({ job: "sale-boundaries" }) }),
  ];
  if (paypal) {
    const jobLogger = logger.child({ job: "mail-club-hold-billing" });
    const setup = shopSetupOf(config, db, paypal);
    jobs.push(createHoldBillingJob({ services: () => openShopContext(setup, jobLogger) }));
  }
  if (paypalSimulator) jobs.push(createEndReviewsJob(paypalSimulator));
  if (config.mail.smtpUrl) {
    const mailLogger = logger.child({ job: "send-due-mail" });
    jobs.push(
      createMailJob({
        db,
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        logger: mailLogger,
      }),
    );
  } else {
    logger.info("SMTP_URL is not set: e-mail is kept in the outbox and not sent");
  }
  const runner = startJobRunner({ jobs, logger, intervalMs, keepProcessAlive });
  return { ...runner, jobNames: jobs.map((job) => job.name) };
}
