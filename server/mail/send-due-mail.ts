import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { type ClaimedMail, claimDueMail } from "#server/mail/claim-due-mail.ts";
import { describeSendError } from "#server/mail/describe-send-error.ts";
import type { MailTransport } from "#server/mail/mail-transport.ts";
import { markMailSent } from "#server/mail/mark-mail-sent.ts";
import { recordMailFailure } from "#server/mail/record-mail-failure.ts";

export interface SendDueMailOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  clock?: () => Date;
  batchSize?: number;
  /**
   * How long claimed rows are kept from other passes: longer than a batch can take to send
   * (10 messages at worst ~90 s each, the transport's timeouts), so none goes out twice.
   */
  leaseMs?: number;
  /** Stops claiming further batches (the runner's shutdown); the batch in hand is finished. */
  signal?: AbortSignal;
}

/**
 * Sends every due message of the outbox, a batch at a time. Delivery is at least once: a
 * process that dies between the SMTP server's answer and the update sends it again later.
 * Logs carry the row's id and template, never its address, body or links.
 */
export async function sendDueMail({
  db,
  transport,
  logger,
  clock = () => new Date(),
  batchSize = 10,
  leaseMs = 20 * 60_000,
  signal,
}: SendDueMailOptions) {
  const totals = { sent: 0, failed: 0 };
  while (!signal?.aborted) {
    const batch = await claimDueMail(db, { now: clock(), limit: batchSize, leaseMs });
    for (const mail of batch) {
      const delivered = await deliver({ db, transport, logger, clock }, mail);
      totals[delivered ? "sent" : "failed"] += 1;
    }
    if (batch.length < batchSize) break;
  }
  return totals;
}

async function deliver(
  {
    db,
    transport,
    logger,
    clock,
  }: Required<Pick<SendDueMailOptions, "db" | "transport" | "logger" | "clock">>,
  mail: ClaimedMail,
) {
  const about = { outboxId: mail.id, template: mail.template };
  try {
    await transport.send({
      to: mail.toAddress,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  } catch (sendError) {
    const error = describeSendError(sendError);
    const { failedForGood } = await recordMailFailure(db, {
      id: mail.id,
      attempts: mail.attempts,
      error,
      now: clock(),
    });
    const attempts = mail.attempts + 1;
    if (failedForGood) logger.error({ ...about, attempts, error }, "e-mail failed for good");
    else logger.warn({ ...about, attempts, error }, "e-mail not sent, will retry");
    return false;
  }
  await markMailSent(db, { id: mail.id, now: clock() });
  logger.info(about, "e-mail sent");
  return true;
}
