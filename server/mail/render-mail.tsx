import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { MailMessage } from "#server/mail/queue-mail.ts";
import {
  ContactMessageOwnerEmail,
  contactMessageOwnerSubject,
} from "#server/mail/templates/contact-message-owner.tsx";
import { GiftCardEmail, giftCardSubject } from "#server/mail/templates/gift-card.tsx";
import {
  MailClubCancelledEmail,
  mailClubCancelledSubject,
} from "#server/mail/templates/mail-club-cancelled.tsx";
import {
  MailClubGiftEndedEmail,
  mailClubGiftEndedSubject,
} from "#server/mail/templates/mail-club-gift-ended.tsx";
import {
  MailClubGiftEndingEmail,
  mailClubGiftEndingSubject,
} from "#server/mail/templates/mail-club-gift-ending.tsx";
import {
  MailClubGiftRevealEmail,
  mailClubGiftRevealSubject,
} from "#server/mail/templates/mail-club-gift-reveal.tsx";
import {
  MailClubIssueMailedEmail,
  mailClubIssueMailedSubject,
} from "#server/mail/templates/mail-club-issue-mailed.tsx";
import {
  MailClubPauseEndingEmail,
  mailClubPauseEndingSubject,
} from "#server/mail/templates/mail-club-pause-ending.tsx";
import {
  MailClubPaymentFailedEmail,
  mailClubPaymentFailedSubject,
} from "#server/mail/templates/mail-club-payment-failed.tsx";
import {
  MailClubPlanChangedEmail,
  mailClubPlanChangedSubject,
} from "#server/mail/templates/mail-club-plan-changed.tsx";
import {
  MailClubReceiptEmail,
  mailClubReceiptSubject,
} from "#server/mail/templates/mail-club-receipt.tsx";
import {
  MailClubSetPasswordEmail,
  mailClubSetPasswordSubject,
} from "#server/mail/templates/mail-club-set-password.tsx";
import {
  MailClubWelcomeEmail,
  mailClubWelcomeSubject,
} from "#server/mail/templates/mail-club-welcome.tsx";
import {
  NewOrderOwnerEmail,
  newOrderOwnerSubject,
} from "#server/mail/templates/new-order-owner.tsx";
import {
  NewsletterConfirmationEmail,
  newsletterConfirmationSubject,
} from "#server/mail/templates/newsletter-confirmation.tsx";
import {
  OrderConfirmationEmail,
  orderConfirmationSubject,
} from "#server/mail/templates/order-confirmation.tsx";
import { OrderShippedEmail, orderShippedSubject } from "#server/mail/templates/order-shipped.tsx";
import {
  PasswordChangedEmail,
  passwordChangedSubject,
} from "#server/mail/templates/password-changed.tsx";
import {
  PasswordResetEmail,
  passwordResetSubject,
} from "#server/mail/templates/password-reset.tsx";
import { WelcomeEmail, welcomeSubject } from "#server/mail/templates/welcome.tsx";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The message's subject, HTML and its plain-text alternative. */
export async function renderMail(message: MailMessage): Promise<RenderedMail> {
  const { subject, element } = compose(message);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

function compose(message: MailMessage): { subject: string; element: ReactElement } {
  switch (message.template) {
    case "password-reset":
      return {
        subject: passwordResetSubject(message.props),
        element: <PasswordResetEmail {...message.props} />,
      };
    case "welcome":
      return {
        subject: welcomeSubject(message.props),
        element: <WelcomeEmail {...message.props} />,
      };
    case "password-changed":
      return {
        subject: passwordChangedSubject(message.props),
        element: <PasswordChangedEmail {...message.props} />,
      };
    case "order-confirmation":
      return {
        subject: orderConfirmationSubject(message.props),
        element: <OrderConfirmationEmail {...message.props} />,
      };
    case "new-order-owner":
      return {
        subject: newOrderOwnerSubject(message.props),
        element: <NewOrderOwnerEmail {...message.props} />,
      };
    case "mail-club-welcome":
      return {
        subject: mailClubWelcomeSubject(message.props),
        element: <MailClubWelcomeEmail {...message.props} />,
      };
    case "mail-club-set-password":
      return {
        subject: mailClubSetPasswordSubject(message.props),
        element: <MailClubSetPasswordEmail {...message.props} />,
      };
    case "mail-club-receipt":
      return {
        subject: mailClubReceiptSubject(message.props),
        element: <MailClubReceiptEmail {...message.props} />,
      };
    case "mail-club-payment-failed":
      return {
        subject: mailClubPaymentFailedSubject(message.props),
        element: <MailClubPaymentFailedEmail {...message.props} />,
      };
    case "mail-club-pause-ending":
      return {
        subject: mailClubPauseEndingSubject(message.props),
        element: <MailClubPauseEndingEmail {...message.props} />,
      };
    case "mail-club-plan-changed":
      return {
        subject: mailClubPlanChangedSubject(message.props),
        element: <MailClubPlanChangedEmail {...message.props} />,
      };
    case "mail-club-cancelled":
      return {
        subject: mailClubCancelledSubject(),
        element: <MailClubCancelledEmail {...message.props} />,
      };
    case "mail-club-issue-mailed":
      return {
        subject: mailClubIssueMailedSubject(message.props),
        element: <MailClubIssueMailedEmail {...message.props} />,
      };
    case "mail-club-gift-reveal":
      return {
        subject: mailClubGiftRevealSubject(message.props),
        element: <MailClubGiftRevealEmail {...message.props} />,
      };
    case "mail-club-gift-ending":
      return {
        subject: mailClubGiftEndingSubject(message.props),
        element: <MailClubGiftEndingEmail {...message.props} />,
      };
    case "mail-club-gift-ended":
      return {
        subject: mailClubGiftEndedSubject(message.props),
        element: <MailClubGiftEndedEmail {...message.props} />,
      };
    case "gift-card":
      return {
        subject: giftCardSubject(message.props),
        element: <GiftCardEmail {...message.props} />,
      };
    case "contact-message-owner":
      return {
        subject: contactMessageOwnerSubject(message.props),
        element: <ContactMessageOwnerEmail {...message.props} />,
      };
    case "order-shipped":
      return {
        subject: orderShippedSubject(message.props),
        element: <OrderShippedEmail {...message.props} />,
      };
    case "newsletter-confirmation":
      return {
        subject: newsletterConfirmationSubject(message.props),
        element: <NewsletterConfirmationEmail {...message.props} />,
      };
  }
}
