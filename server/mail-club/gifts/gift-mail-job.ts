import type { Database } from "#server/db/client.ts";
import type { Job } from "#server/lib/job-runner.ts";
import { sendGiftMail } from "#server/mail-club/gifts/gift-mail.ts";

/** A few seconds after one falls due: the query reads only the gifts not yet ended. */
export const GIFT_MAIL_INTERVAL_MS = 15_000;

/** Sends the gifts' reveal, ending and invitation e-mails when they fall due (sendGiftMail). */
export function createGiftMailJob(options: {
  db: Database;
  publicUrl: string;
  timeZone: () => Promise<string>;
  clock?: () => Date;
}): Job {
  const clock = options.clock ?? (() => new Date());
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    name: "mail-club-gift-mail",
    async run() {
      const now = clock();
      if (now.getTime() - lastCheck < GIFT_MAIL_INTERVAL_MS) return;
      lastCheck = now.getTime();
      const timeZone = await options.timeZone();
      await sendGiftMail(options.db, { now, timeZone, publicUrl: options.publicUrl });
    },
  };
}
