import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Hands finished messages to an SMTP server. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Nodemailer's waits are minutes long by default; shorter ones keep a pass (and the lease on
 * the rows it claimed) short when the server does not answer.
 */
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** A transport to the server in SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }) {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  const transport: MailTransport = {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close() {
      transporter.close();
    },
  };
  return transport;
}
