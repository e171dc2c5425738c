import { Section, Text } from "@react-email/components";
import {
  ActionLink,
  EmailLayout,
  GiverMessage,
  Paragraph,
} from "#server/mail/templates/email-layout.tsx";

export interface GiftCardProps {
  recipientName: string;
  senderName: string;
  shopName: string;
  /** '$25.00'. */
  amount: string;
  /** The card's code, grouped ('K7QM-3XTP-9WBR-HD4E'): this message is the card. */
  code: string;
  /** The sender's words, line breaks kept; "" for none. */
  message: string;
  /** The printable card (the code is its key). */
  cardUrl: string;
  balanceUrl: string;
  shopUrl: string;
}

export function giftCardSubject({ senderName, amount }: GiftCardProps) {
  return `${senderName} sent you a ${amount} gift card`;
}

const line = { fontSize: "15px", lineHeight: "22px", margin: 0 };
const code = {
  fontFamily: "ui-monospace, Menlo, Consolas, monospace",
  fontSize: "22px",
  letterSpacing: "2px",
  fontWeight: 700,
  margin: "4px 0",
};

/** The card itself on the day the buyer chose: amount, code, message, the printable card. */
export function GiftCardEmail(props: GiftCardProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`${props.amount} to spend at ${props.shopName}`}
    >
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {props.senderName} sent you a {props.amount} gift card for {props.shopName}: stickers,
        bookmarks, cards and the Mail Club. It never expires.
      </Paragraph>
      <GiverMessage message={props.message} from={props.senderName} />
      <Section style={{ margin: "8px 0 16px", padding: "12px 16px", background: "#f4ede3" }}>
        <Text style={line}>Your gift card number</Text>
        <Text style={code}>{props.code}</Text>
        <Text style={line}>Type it at the checkout, under “Gift card”.</Text>
      </Section>
      <Paragraph>
        Keep this e-mail: the number is the card, and the shop cannot show it again. Anyone who has
        it can spend it.
      </Paragraph>
      <ActionLink href={props.cardUrl}>Print the card (PDF)</ActionLink>
      <Paragraph>
        What is left on it: <a href={props.balanceUrl}>{props.balanceUrl}</a>. Start shopping at{" "}
        <a href={props.shopUrl}>{props.shopUrl}</a>.
      </Paragraph>
    </EmailLayout>
  );
}
