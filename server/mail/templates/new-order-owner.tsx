import { EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";
import { OrderSummary, type OrderSummaryProps } from "#server/mail/templates/order-summary.tsx";

export interface NewOrderOwnerProps extends OrderSummaryProps {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingMethod: string;
  shopName: string;
}

export function newOrderOwnerSubject({ orderNumber, total }: NewOrderOwnerProps) {
  return `New order #${orderNumber} (${total})`;
}

/** To the maker when an order is paid: what to pack and where it goes. */
export function NewOrderOwnerEmail(props: NewOrderOwnerProps) {
  return (
    <EmailLayout shopName={props.shopName} preview={`Order #${props.orderNumber} is paid`}>
      <Paragraph>A new order has been paid.</Paragraph>
      <Paragraph>
        Customer: {props.customerName} ({props.customerEmail}
        {props.customerPhone ? `, ${props.customerPhone}` : ""}). Shipping method:{" "}
        {props.shippingMethod}.
      </Paragraph>
      <OrderSummary {...props} />
    </EmailLayout>
  );
}
