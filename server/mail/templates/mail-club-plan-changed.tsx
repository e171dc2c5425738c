import { Section, Text } from "@react-email/components";
import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

/** Every value written out for reading: "International", "$9.88", "January 2027". */
export interface MailClubPlanChangedProps {
  firstName: string;
  shopName: string;
  accountUrl: string;
  planName: string;
  price: string;
  /** The first issue mailed to the new address on the new plan. */
  appliesFrom: string;
  /** The new address as the post writes it. */
  addressLines: string[];
}

export function mailClubPlanChangedSubject({ planName }: MailClubPlanChangedProps) {
  return `Your Mail Club plan is now ${planName}`;
}

const line = { fontSize: "15px", lineHeight: "22px", margin: 0 };

/** To a member whose move abroad or back PayPal has approved. */
export function MailClubPlanChangedEmail(props: MailClubPlanChangedProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`Your Mail Club follows you: ${props.planName} plan`}
    >
      <Paragraph>Hello {props.firstName},</Paragraph>
      <Paragraph>
        Your Mail Club follows you. From the {props.appliesFrom} issue your plan is {props.planName}
        , {props.price} a month, charged from your next payment; the month already paid is not
        charged again. Issues go to:
      </Paragraph>
      <Section style={{ margin: "8px 0 16px" }}>
        {props.addressLines.map((addressLine) => (
          <Text key={addressLine} style={line}>
            {addressLine}
          </Text>
        ))}
      </Section>
      <ActionLink href={props.accountUrl}>Go to my account</ActionLink>
    </EmailLayout>
  );
}
