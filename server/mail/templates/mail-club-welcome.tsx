import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";
import { SkipLinkNote, type SkipLinkProps } from "#server/mail/templates/skip-link-note.tsx";

/** Every value written out for reading: "USA", "$8.88", "January 2027", "January 5, 2027". */
export interface MailClubWelcomeProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  /** The next issue's signed skip link, for a running member; null when none. */
  skipLink?: SkipLinkProps | null;
  planName: string;
  price: string;
  international: boolean;
  firstIssue: string;
  /** The month the first issue is mailed in: "January". */
  firstIssueMonth: string;
  startedOn: string;
  nextBillingOn: string | null;
  ownerEmail?: string;
}

export function mailClubWelcomeSubject({ firstIssue }: MailClubWelcomeProps) {
  return `Welcome to the Mail Club — your first issue is ${firstIssue}`;
}

/** To a new member once PayPal confirms the subscription: what comes when, and what it costs. */
export function MailClubWelcomeEmail(props: MailClubWelcomeProps) {
  return (
    <EmailLayout shopName={props.shopName} preview={`Your first issue is ${props.firstIssue}`}>
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>
        Welcome to the Mail Club! Thank you for joining; we are so happy to be sending you mail.
      </Paragraph>
      <Paragraph>
        Your plan: Mail Club {props.planName}, {props.price} a month.
      </Paragraph>
      <Paragraph>
        Your first issue is the {props.firstIssue} issue, mailed in the first week of{" "}
        {props.firstIssueMonth}.
      </Paragraph>
      <Paragraph>
        Your billing started on {props.startedOn}, the day you joined, and renews every month until
        you cancel.
        {props.nextBillingOn ? ` Your next payment is on ${props.nextBillingOn}.` : ""}
      </Paragraph>
      <Paragraph>
        Each issue goes by standard post, without tracking.{" "}
        {props.international
          ? "Outside the US it usually takes 2–4 weeks to arrive."
          : "Within the US it usually arrives in about 3–7 days."}
      </Paragraph>
      <Paragraph>
        You can change your mailing address or cancel at any time in your account.
      </Paragraph>
      <ActionLink href={props.accountUrl}>Go to my account</ActionLink>
      <SkipLinkNote skipLink={props.skipLink} />
      {props.ownerEmail ? (
        <Paragraph>If anything goes astray, write to us at {props.ownerEmail}.</Paragraph>
      ) : null}
    </EmailLayout>
  );
}
