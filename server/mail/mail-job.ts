import type { Database } from "#server/db/client.ts";
import type { Job } from "#server/lib/job-runner.ts";
import type { Logger } from "#server/logger.ts";
import { createSmtpTransport } from "#server/mail/mail-transport.ts";
import { sendDueMail } from "#server/mail/send-due-mail.ts";

/** The background job that empties the outbox over SMTP. */
export function createMailJob({
  db,
  smtpUrl,
  from,
  logger,
}: {
  db: Database;
  smtpUrl: string;
  from: string;
  logger: Logger;
}): Job {
  const transport = createSmtpTransport({ smtpUrl, from });
  return {
    name: "send-due-mail",
    run: (signal) => sendDueMail({ db, transport, logger, signal }),
    close: () => transport.close(),
  };
}
