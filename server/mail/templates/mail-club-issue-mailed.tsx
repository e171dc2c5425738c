import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";
import { SkipLinkNote, type SkipLinkProps } from "#server/mail/templates/skip-link-note.tsx";

/** Every value written out for reading: "January 2027". */
export interface MailClubIssueMailedProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  /** The next issue's signed skip link, for a running member; null when none. */
  skipLink?: SkipLinkProps | null;
  issue: string;
  issueTitle: string;
  international: boolean;
  /** Shop items that came in the envelope (decision 030): "2 × Meadow Leaves Sticker Sheet". */
  rideAlong?: { title: string; quantity: number; orderNumber: string }[];
}

export function mailClubIssueMailedSubject({ issue }: MailClubIssueMailedProps) {
  return `Your ${issue} Mail Club issue is on its way`;
}

/** To each member when their issue of the month goes into the post. */
export function MailClubIssueMailedEmail(props: MailClubIssueMailedProps) {
  return (
    <EmailLayout shopName={props.shopName} preview={`${props.issue}: ${props.issueTitle}`}>
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>
        Your {props.issue} issue is on its way: “{props.issueTitle}”. We hope it brightens your
        mailbox.
      </Paragraph>
      {props.rideAlong && props.rideAlong.length > 0 ? (
        <Paragraph>
          Your shop order came with it, in the same envelope:{" "}
          {props.rideAlong
            .map((item) => `${item.quantity} × ${item.title} (order #${item.orderNumber})`)
            .join("; ")}
          .
        </Paragraph>
      ) : null}
      <Paragraph>
        It travels by standard post, without tracking.{" "}
        {props.international
          ? "Outside the US it usually takes 2–4 weeks to arrive."
          : "Within the US it usually arrives in about 3–7 days."}
      </Paragraph>
      <Paragraph>
        Moving soon? Please check that your address in your account is right for the next issue.
      </Paragraph>
      <ActionLink href={props.accountUrl}>Check my address</ActionLink>
      <SkipLinkNote skipLink={props.skipLink} />
    </EmailLayout>
  );
}
