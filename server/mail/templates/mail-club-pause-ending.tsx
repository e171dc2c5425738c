import { Section, Text } from "@react-email/components";
import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";
import { SkipLinkNote, type SkipLinkProps } from "#server/mail/templates/skip-link-note.tsx";

/** Every value written out for reading: "February 2027", "$8.88", "January 5, 2027". */
export interface MailClubPauseEndingProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  /** The first issue after the pause; null when none is coming (the membership ended). */
  nextIssue: string | null;
  amount: string;
  chargeOn: string;
  skipLink?: SkipLinkProps | null;
}

export function mailClubPauseEndingSubject({ chargeOn }: MailClubPauseEndingProps) {
  return `Your Mail Club pause ends soon — next payment on ${chargeOn}`;
}

const line = { fontSize: "15px", lineHeight: "22px", margin: 0 };

/** A week before the first charge after a pause, so it never comes as a surprise. */
export function MailClubPauseEndingEmail(props: MailClubPauseEndingProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`Your Mail Club starts again on ${props.chargeOn}`}
    >
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>
        Your Mail Club pause is nearly over, and your membership starts again by itself.
      </Paragraph>
      <Section style={{ margin: "8px 0 16px" }}>
        {props.nextIssue ? (
          <Text style={line}>Your next issue: the {props.nextIssue} issue</Text>
        ) : null}
        <Text style={line}>
          Next payment: {props.amount} on {props.chargeOn}
        </Text>
      </Section>
      <SkipLinkNote skipLink={props.skipLink} />
      <Paragraph>
        Need a little longer? You can skip or pause again, or cancel, on your account page.
      </Paragraph>
      <ActionLink href={props.accountUrl}>Go to my account</ActionLink>
    </EmailLayout>
  );
}
