import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";
import { renderMail } from "#server/mail/render-mail.tsx";

export type MailMessage =
  | {
      template: "password-reset";
      to: string;
      props: { firstName: string; resetUrl: string; shopName: string };
    }
  | {
      template: "welcome";
      to: string;
      props: { firstName: string; accountUrl: string; shopName: string };
    }
  | {
      template: "password-changed";
      to: string;
      props: { firstName: string; resetUrl: string; shopName: string };
    };

/** Renders the message and writes it to the outbox, in the caller's transaction when given one. */
export async function queueMail(db: Database, message: MailMessage): Promise<{ id: number }> {
  const { subject, html, text } = await renderMail(message);
  const [row] = await db
    .insert(outboxEmails)
    .values({ template: message.template, toAddress: message.to, subject, html, text })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("The outbox did not return the new row.");
  return row;
}
