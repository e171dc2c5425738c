import { Link } from "@react-email/components";
import { EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface NewsletterConfirmationProps {
  shopName: string;
  email: string;
  /** /newsletter/unsubscribe?token=…: the link every newsletter-type e-mail carries. */
  unsubscribeUrl: string;
}

export function newsletterConfirmationSubject({ shopName }: NewsletterConfirmationProps) {
  return `You're on the ${shopName} list`;
}

/** Sent when an address signs up for the newsletter (decisions.md 6). */
export function NewsletterConfirmationEmail(props: NewsletterConfirmationProps) {
  return (
    <EmailLayout shopName={props.shopName} preview="Thanks for signing up for our letters">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for signing up. We'll write to {props.email} when there are new sticker sheets,
        card restocks or a studio story to tell: a few letters a year, never more.
      </Paragraph>
      <Paragraph>
        If you did not sign up, or change your mind, you can unsubscribe at any time:{" "}
        <Link href={props.unsubscribeUrl} style={{ color: "#a3472f", wordBreak: "break-all" }}>
          {props.unsubscribeUrl}
        </Link>
      </Paragraph>
    </EmailLayout>
  );
}
