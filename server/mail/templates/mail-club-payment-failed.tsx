import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

/** Every value written out for reading: "USA", "$8.88", "January 2027", "December 25, 2026". */
export interface MailClubPaymentFailedProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  planName: string;
  price: string;
  /** PayPal gave up retrying and paused the membership. */
  suspended: boolean;
  /** PayPal's page where the buyer changes the card or bank it pays with. */
  fixPaymentUrl: string;
  failedOn?: string;
  /** PayPal's tries so far, this one included. */
  failuresInRow?: number;
  /** The issue held until the payment goes through, and the day its list is fixed. */
  heldIssue?: string;
  heldIssueCutoff?: string;
  ownerEmail?: string;
}

export function mailClubPaymentFailedSubject({ suspended }: MailClubPaymentFailedProps) {
  return suspended
    ? "Your Mail Club membership is paused — please update your payment method"
    : "We could not take your Mail Club payment";
}

/** To a member whose monthly payment PayPal could not take. */
export function MailClubPaymentFailedEmail(props: MailClubPaymentFailedProps) {
  return (
    <EmailLayout shopName={props.shopName} preview="Your Mail Club payment did not go through">
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>
        PayPal could not take{" "}
        {props.failedOn ? `the payment due on ${props.failedOn}` : "this month's payment"} for your
        Mail Club membership ({props.planName} plan, {props.price} a month).
      </Paragraph>
      {props.suspended ? (
        <Paragraph>
          PayPal has stopped trying and paused your membership: no issues are sent until a payment
          goes through. Once it does, your membership carries on by itself.
        </Paragraph>
      ) : (
        <Paragraph>
          What happens next: PayPal tries again by itself over the next few days
          {props.failuresInRow && props.failuresInRow > 1
            ? ` (it has tried ${props.failuresInRow} times so far)`
            : ""}
          . If its tries keep failing, PayPal pauses your membership until a payment goes through.
        </Paragraph>
      )}
      {props.heldIssue ? (
        <Paragraph>
          Your {props.heldIssue} issue is held until the payment goes through. Paid by the end of{" "}
          {props.heldIssueCutoff}, it comes as usual; paid later, it is still sent as long as it has
          not gone into the post.
        </Paragraph>
      ) : null}
      <Paragraph>
        If your card or bank account has changed, update the payment method for this membership in
        your PayPal account, so the next try goes through:
      </Paragraph>
      <ActionLink href={props.fixPaymentUrl}>Update my payment method at PayPal</ActionLink>
      <Paragraph>
        Your account page shows your membership as it stands: {props.accountUrl}
      </Paragraph>
      {props.ownerEmail ? (
        <Paragraph>If you have any questions, write to us at {props.ownerEmail}.</Paragraph>
      ) : null}
    </EmailLayout>
  );
}
