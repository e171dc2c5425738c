import { Section, Text } from "@react-email/components";
import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";
import { SkipLinkNote, type SkipLinkProps } from "#server/mail/templates/skip-link-note.tsx";

/** Every value written out for reading: "USA", "$8.88", "January 2027", "January 5, 2027". */
export interface MailClubReceiptProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  /** The next issue's signed skip link, for a running member; null when none. */
  skipLink?: SkipLinkProps | null;
  receiptNumber: string;
  paidOn: string;
  amount: string;
  planName: string;
  /** The issue this payment brings them next; null when none is coming. */
  nextIssue: string | null;
  nextBillingOn: string | null;
}

export function mailClubReceiptSubject({ amount, paidOn }: MailClubReceiptProps) {
  return `Your Mail Club receipt — ${amount} paid on ${paidOn}`;
}

const line = { fontSize: "15px", lineHeight: "22px", margin: 0 };

/** To a member for each monthly payment PayPal completes. */
export function MailClubReceiptEmail(props: MailClubReceiptProps) {
  return (
    <EmailLayout shopName={props.shopName} preview={`Thank you: ${props.amount} received`}>
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>Thank you! Your Mail Club payment went through. Here is your receipt.</Paragraph>
      <Section style={{ margin: "8px 0 16px" }}>
        <Text style={line}>Receipt number: {props.receiptNumber}</Text>
        <Text style={line}>Paid on: {props.paidOn}</Text>
        <Text style={line}>Amount: {props.amount}</Text>
        <Text style={line}>Plan: Mail Club {props.planName}, monthly</Text>
        <Text style={line}>
          Your next issue: {props.nextIssue ? `the ${props.nextIssue} issue` : "none"}
        </Text>
        {props.nextBillingOn ? <Text style={line}>Next payment: {props.nextBillingOn}</Text> : null}
      </Section>
      <Paragraph>Your membership and your mailing address are always in your account.</Paragraph>
      <ActionLink href={props.accountUrl}>Go to my account</ActionLink>
      <SkipLinkNote skipLink={props.skipLink} />
    </EmailLayout>
  );
}
