import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

/** Every value written out for reading: "USA", "$8.88". */
export interface MailClubPaymentFailedProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  planName: string;
  price: string;
  /** PayPal gave up retrying and paused the membership. */
  suspended: boolean;
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
        PayPal could not take this month's payment for your Mail Club membership ({props.planName},{" "}
        {props.price} a month).
      </Paragraph>
      {props.suspended ? (
        <>
          <Paragraph>
            Your membership is now paused: issues stop until a payment goes through.
          </Paragraph>
          <Paragraph>
            Please update your payment method in your PayPal account. Once a payment goes through,
            your issues start coming again.
          </Paragraph>
        </>
      ) : (
        <Paragraph>
          PayPal will try again in a few days, and your membership carries on meanwhile. If your
          card has changed, updating your payment method in PayPal helps the next try go through.
        </Paragraph>
      )}
      <Paragraph>Your account shows your membership as it stands.</Paragraph>
      <ActionLink href={props.accountUrl}>Go to my account</ActionLink>
      {props.ownerEmail ? (
        <Paragraph>If you have any questions, write to us at {props.ownerEmail}.</Paragraph>
      ) : null}
    </EmailLayout>
  );
}
