import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface MailClubGiftEndingProps {
  firstName: string;
  shopName: string;
  /** To the gifter (about their gift) or to the recipient (about the gift they get). */
  to: "gifter" | "recipient";
  recipientName: string;
  gifterName: string;
  lastIssue: string;
  /** For the recipient: where they may join for themselves; for the gifter: give again. */
  actionUrl: string;
}

export function mailClubGiftEndingSubject({ to, lastIssue }: MailClubGiftEndingProps) {
  return to === "gifter"
    ? `Your Mail Club gift ends with the ${lastIssue} issue`
    : `The ${lastIssue} issue is the last of your Mail Club gift`;
}

/** Sent as the gift's last issue is fixed for the post: nothing renews by itself. */
export function MailClubGiftEndingEmail(props: MailClubGiftEndingProps) {
  return (
    <EmailLayout shopName={props.shopName} preview={mailClubGiftEndingSubject(props)}>
      <Paragraph>Hello {props.firstName},</Paragraph>
      {props.to === "gifter" ? (
        <>
          <Paragraph>
            The {props.lastIssue} issue, going into the post now, is the last of the Mail Club gift
            you gave {props.recipientName}. Gifts never renew, so nothing more is charged.
          </Paragraph>
          <Paragraph>If you would like them to keep receiving it, you can give it again.</Paragraph>
          <ActionLink href={props.actionUrl}>Give the Mail Club again</ActionLink>
        </>
      ) : (
        <>
          <Paragraph>
            The {props.lastIssue} issue, going into the post now, is the last of the Mail Club gift
            from {props.gifterName}. We hope you have enjoyed every envelope.
          </Paragraph>
          <Paragraph>
            You can join for yourself at any time, and the issues carry on without a gap if you join
            by the 25th.
          </Paragraph>
          <ActionLink href={props.actionUrl}>Join the Mail Club</ActionLink>
        </>
      )}
    </EmailLayout>
  );
}
