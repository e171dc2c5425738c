import { Link, Section, Text } from "@react-email/components";
import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";
import { ItemLabel, itemKey, type MailItem } from "#server/mail/templates/order-summary.tsx";

export interface OrderShippedProps {
  customerName: string;
  orderNumber: string;
  shopName: string;
  /** USPS, UPS, FedEx, or the name of another carrier. */
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page; null for a carrier without one (plain text then). */
  trackingUrl: string | null;
  items: MailItem[];
  /** The shipping address, one line each. */
  addressLines: string[];
  /** The customer's order history, when the order belongs to an account. */
  ordersUrl: string | null;
}

export function orderShippedSubject({ shopName, orderNumber }: OrderShippedProps) {
  return `Your ${shopName} order #${orderNumber} has shipped`;
}

const line = { fontSize: "15px", lineHeight: "22px", margin: 0 };

/** To the buyer when the maker marks the order shipped, with the carrier's tracking. */
export function OrderShippedEmail(props: OrderShippedProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`Order #${props.orderNumber} is on its way: ${props.carrier} ${props.trackingNumber}`}
    >
      <Paragraph>Hello {props.customerName},</Paragraph>
      <Paragraph>
        Good news: your order #{props.orderNumber} is packed and on its way to you.
      </Paragraph>
      <Section style={{ margin: "8px 0 16px" }}>
        <Text style={{ ...line, fontWeight: 700 }}>Tracking</Text>
        <Text style={line}>
          {props.carrier}: {props.trackingNumber}
        </Text>
      </Section>
      {props.trackingUrl ? (
        <ActionLink href={props.trackingUrl}>Track your package with {props.carrier}</ActionLink>
      ) : (
        <Paragraph>
          You can follow it on {props.carrier}'s website with the tracking number above.
        </Paragraph>
      )}
      <Section style={{ margin: "8px 0 16px" }}>
        <Text style={{ ...line, fontWeight: 700, marginBottom: "8px" }}>In the package</Text>
        {props.items.map((item) => (
          <Text key={itemKey(item)} style={line}>
            <ItemLabel {...item} />
          </Text>
        ))}
        <Text style={{ ...line, fontWeight: 700, marginTop: "16px" }}>Shipping to</Text>
        {props.addressLines.map((address) => (
          <Text key={address} style={line}>
            {address}
          </Text>
        ))}
      </Section>
      {props.ordersUrl ? (
        <Paragraph>
          Your order history shows the tracking too:{" "}
          <Link href={props.ordersUrl}>{props.ordersUrl}</Link>
        </Paragraph>
      ) : null}
      <Paragraph>Thank you for shopping with us!</Paragraph>
    </EmailLayout>
  );
}
