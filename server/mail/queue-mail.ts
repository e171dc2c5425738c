import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";
import type { ContactMessageOwnerProps } from "#server/mail/templates/contact-message-owner.tsx";
import type { GiftCardProps } from "#server/mail/templates/gift-card.tsx";
import type { MailClubCancelledProps } from "#server/mail/templates/mail-club-cancelled.tsx";
import type { MailClubGiftEndedProps } from "#server/mail/templates/mail-club-gift-ended.tsx";
import type { MailClubGiftEndingProps } from "#server/mail/templates/mail-club-gift-ending.tsx";
import type { MailClubGiftRevealProps } from "#server/mail/templates/mail-club-gift-reveal.tsx";
import type { MailClubIssueMailedProps } from "#server/mail/templates/mail-club-issue-mailed.tsx";
import type { MailClubPauseEndingProps } from "#server/mail/templates/mail-club-pause-ending.tsx";
import type { MailClubPaymentFailedProps } from "#server/mail/templates/mail-club-payment-failed.tsx";
import type { MailClubPlanChangedProps } from "#server/mail/templates/mail-club-plan-changed.tsx";
import type { MailClubReceiptProps } from "#server/mail/templates/mail-club-receipt.tsx";
import type { MailClubSetPasswordProps } from "#server/mail/templates/mail-club-set-password.tsx";
import type { MailClubWelcomeProps } from "#server/mail/templates/mail-club-welcome.tsx";
import type { NewOrderOwnerProps } from "#server/mail/templates/new-order-owner.tsx";
import type { NewsletterConfirmationProps } from "#server/mail/templates/newsletter-confirmation.tsx";
import type { OrderConfirmationProps } from "#server/mail/templates/order-confirmation.tsx";
import type { OrderShippedProps } from "#server/mail/templates/order-shipped.tsx";
import type { WelcomeProps } from "#server/mail/templates/welcome.tsx";

export type MailMessage =
  | {
      template: "password-reset";
      to: string;
      props: { firstName: string; resetUrl: string; shopName: string };
    }
  | {
      template: "welcome";
      to: string;
      props: WelcomeProps;
    }
  | {
      template: "password-changed";
      to: string;
      props: { firstName: string; resetUrl: string; shopName: string };
    }
  | { template: "order-confirmation"; to: string; props: OrderConfirmationProps }
  | { template: "new-order-owner"; to: string; props: NewOrderOwnerProps }
  | { template: "order-shipped"; to: string; props: OrderShippedProps }
  | { template: "mail-club-welcome"; to: string; props: MailClubWelcomeProps }
  | { template: "mail-club-set-password"; to: string; props: MailClubSetPasswordProps }
  | { template: "mail-club-receipt"; to: string; props: MailClubReceiptProps }
  | { template: "mail-club-payment-failed"; to: string; props: MailClubPaymentFailedProps }
  | { template: "mail-club-pause-ending"; to: string; props: MailClubPauseEndingProps }
  | { template: "mail-club-plan-changed"; to: string; props: MailClubPlanChangedProps }
  | { template: "mail-club-cancelled"; to: string; props: MailClubCancelledProps }
  | { template: "mail-club-issue-mailed"; to: string; props: MailClubIssueMailedProps }
  | { template: "mail-club-gift-reveal"; to: string; props: MailClubGiftRevealProps }
  | { template: "mail-club-gift-ending"; to: string; props: MailClubGiftEndingProps }
  | { template: "mail-club-gift-ended"; to: string; props: MailClubGiftEndedProps }
  | { template: "contact-message-owner"; to: string; props: ContactMessageOwnerProps }
  | { template: "gift-card"; to: string; props: GiftCardProps }
  | { template: "newsletter-confirmation"; to: string; props: NewsletterConfirmationProps };

/**
 * The templates pull in all of React Email, which takes seconds to load: they are loaded with
 * the first message rather than at start-up, and kept.
 */
const loadRenderer = () => import("#server/mail/render-mail.tsx");

/** Renders the message and writes it to the outbox, in the caller's transaction when given one. */
export async function queueMail(db: Database, message: MailMessage): Promise<{ id: number }> {
  const { renderMail } = await loadRenderer();
  const { subject, html, text } = await renderMail(message);
  const [row] = await db
    .insert(outboxEmails)
    .values({ template: message.template, toAddress: message.to, subject, html, text })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("The outbox did not return the new row.");
  return row;
}
