import type { Transporter } from "nodemailer";

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

/**
 * A transport to the server in SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Nodemailer is loaded with the first message, so start-up does not wait for it.
 */
export function createSmtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }) {
  let transporter: Promise<Transporter> | undefined;
  const open = () => {
    transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...timeouts }),
    );
    return transporter;
  };
  const transport: MailTransport = {
    async send(mail) {
      await (await open()).sendMail({ from, ...mail });
    },
    close() {
      void transporter?.then((opened) => opened.close());
    },
  };
  return transport;
}
