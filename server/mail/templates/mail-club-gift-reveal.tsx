import { Section, Text } from "@react-email/components";
import {
  ActionLink,
  EmailLayout,
  GiverMessage,
  Paragraph,
} from "#server/mail/templates/email-layout.tsx";

/** Every value written out for reading: "February 2027", "Gwen Gifter". */
export interface MailClubGiftRevealProps {
  firstName: string;
  shopName: string;
  gifterName: string;
  issueCount: number;
  firstIssue: string;
  lastIssue: string;
  /** The gifter's words, line breaks kept; "" for none. */
  message: string;
  /** The gift's signed link: to change the address or skip an issue, with an account. */
  giftUrl: string;
}

export function mailClubGiftRevealSubject({ gifterName }: MailClubGiftRevealProps) {
  return `${gifterName} has given you the Mail Club`;
}

const line = { fontSize: "15px", lineHeight: "22px", margin: 0 };

/** The day the gifter chose: who gives it, how many issues and from when, and their words. */
export function MailClubGiftRevealEmail(props: MailClubGiftRevealProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`${props.issueCount} issues of art mail, from ${props.firstIssue}`}
    >
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>
        {props.gifterName} has given you {props.issueCount} issues of the Mail Club: an original
        watercolor, a little surprise and a personal letter in your mailbox every month.
      </Paragraph>
      <Section style={{ margin: "8px 0 16px" }}>
        <Text style={line}>First issue: {props.firstIssue}, mailed in its first week</Text>
        <Text style={line}>Last issue: {props.lastIssue}</Text>
      </Section>
      <GiverMessage message={props.message} from={props.gifterName} />
      <Paragraph>
        Moving before it ends, or away for a month? Claim your gift with an account, and you can
        change the address or skip an issue.
      </Paragraph>
      <ActionLink href={props.giftUrl}>See my gift</ActionLink>
    </EmailLayout>
  );
}
