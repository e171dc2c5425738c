import { sendDueGiftCards } from "#server/balances/gift-card-mail.ts";
import type { Database } from "#server/db/client.ts";
import type { Job } from "#server/lib/job-runner.ts";

/** A few seconds after a card's day begins: the query reads only the cards not yet sent. */
export const GIFT_CARD_MAIL_INTERVAL_MS = 15_000;

/** Sends each paid gift card's e-mail on the day its buyer chose (sendDueGiftCards). */
export function createGiftCardMailJob(options: {
  db: Database;
  publicUrl: string;
  timeZone: () => Promise<string>;
}): Job {
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    name: "gift-card-mail",
    async run() {
      const now = new Date();
      if (now.getTime() - lastCheck < GIFT_CARD_MAIL_INTERVAL_MS) return;
      lastCheck = now.getTime();
      const timeZone = await options.timeZone();
      await sendDueGiftCards(options.db, { now, timeZone, publicUrl: options.publicUrl });
    },
  };
}
