import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";
import { OrderSummary, type OrderSummaryProps } from "#server/mail/templates/order-summary.tsx";

export interface OrderConfirmationProps extends OrderSummaryProps {
  customerName: string;
  /** The order's own page (with its key for a guest). */
  orderUrl: string;
  shopName: string;
}

export function orderConfirmationSubject({ shopName, orderNumber }: OrderConfirmationProps) {
  return `Your ${shopName} order #${orderNumber} is confirmed`;
}

/** To the buyer once the payment is complete. */
export function OrderConfirmationEmail(props: OrderConfirmationProps) {
  return (
    <EmailLayout
      shopName={props.shopName}
      preview={`Thank you for your order #${props.orderNumber}`}
    >
      <Paragraph>Hello {props.customerName},</Paragraph>
      <Paragraph>
        Thank you for your purchase! Your payment has been received and your order is confirmed.
      </Paragraph>
      <OrderSummary {...props} />
      <Paragraph>
        We will send you another e-mail with tracking once your order ships; most orders ship within
        1-2 business days.
      </Paragraph>
      <ActionLink href={props.orderUrl}>View your order</ActionLink>
    </EmailLayout>
  );
}
