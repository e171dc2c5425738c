import { Link, Section, Text } from "@react-email/components";
import { EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface ContactMessageOwnerProps {
  shopName: string;
  fullName: string;
  email: string;
  /** What the visitor wrote: their own text, shown as text (React escapes it), never as HTML. */
  message: string;
}

export function contactMessageOwnerSubject({ fullName }: ContactMessageOwnerProps) {
  return `New message from ${fullName} (contact form)`;
}

/**
 * To the maker when a visitor writes through /contact. The outbox sends no Reply-To header,
 * so the sender's address comes first, as a mailto: link, to answer them with.
 */
export function ContactMessageOwnerEmail(props: ContactMessageOwnerProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`${props.fullName} wrote through the contact form`}
    >
      <Paragraph>A visitor sent a message through the contact form.</Paragraph>
      <Paragraph>
        From: {props.fullName}
        <br />
        Reply to:{" "}
        <Link href={`mailto:${props.email}`} style={{ color: "#a3472f" }}>
          {props.email}
        </Link>
      </Paragraph>
      <Section
        style={{ borderLeft: "3px solid #e2d6c3", padding: "4px 0 4px 16px", margin: "0 0 16px" }}
      >
        <Text style={{ fontSize: "16px", lineHeight: "24px", margin: 0, whiteSpace: "pre-wrap" }}>
          {props.message}
        </Text>
      </Section>
      <Paragraph>
        To answer, write to {props.email}: replying to this e-mail would go to the shop's own
        address.
      </Paragraph>
    </EmailLayout>
  );
}
