import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface MailClubGiftEndedProps {
  firstName: string;
  shopName: string;
  gifterName: string;
  lastIssue: string;
  /** The next issue someone joining now receives. */
  nextIssue: string;
  joinUrl: string;
}

export function mailClubGiftEndedSubject(_props: MailClubGiftEndedProps) {
  return "Keep the Mail Club coming";
}

/** Once the gift's last issue is in the post: an invitation to join, never an automatic charge. */
export function MailClubGiftEndedEmail(props: MailClubGiftEndedProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`Join by the 25th for the ${props.nextIssue} issue`}
    >
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>
        The {props.lastIssue} issue was the last of your Mail Club gift from {props.gifterName}, and
        it is on its way to you now.
      </Paragraph>
      <Paragraph>
        If you would like to keep finding art mail in your mailbox, join for yourself: the next
        issue is {props.nextIssue}. You can skip, pause or cancel whenever you like.
      </Paragraph>
      <ActionLink href={props.joinUrl}>Join the Mail Club</ActionLink>
    </EmailLayout>
  );
}
