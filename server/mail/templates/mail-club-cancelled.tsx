import { Link } from "@react-email/components";
import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

/** Every value written out for reading: "January 2027", "January 5, 2027". */
export interface MailClubCancelledProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  cancelledOn: string;
  /** The issue already being prepared for them (decisions.md 11); null when none is. */
  lastIssue: string | null;
  subscribeUrl: string;
}

export function mailClubCancelledSubject() {
  return "Your Mail Club membership is cancelled";
}

/** To a member once the cancellation is confirmed. */
export function MailClubCancelledEmail(props: MailClubCancelledProps) {
  return (
    <EmailLayout shopName={props.shopName} preview="Your Mail Club membership is cancelled">
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>Your Mail Club membership was cancelled on {props.cancelledOn}.</Paragraph>
      <Paragraph>
        {props.lastIssue
          ? `You will still receive the ${props.lastIssue} issue, which was already being prepared. After that, no more issues will come.`
          : "No more issues will come."}{" "}
        You will not be charged again.
      </Paragraph>
      <Paragraph>
        Thank you so much for being part of the Mail Club. If you ever miss it, you are welcome back
        at any time.
      </Paragraph>
      <ActionLink href={props.subscribeUrl}>Join the Mail Club again</ActionLink>
      <Paragraph>
        Your orders and details stay in <Link href={props.accountUrl}>your account</Link>.
      </Paragraph>
    </EmailLayout>
  );
}
