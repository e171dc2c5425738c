import { Column, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** An order's line in an e-mail: `details` are a personalised item's "Banner text: …" lines. */
export interface MailItem {
  title: string;
  quantity: number;
  details?: string[];
}

/** An order as both order e-mails show it; amounts already formatted ($8.88). */
export interface OrderSummaryProps {
  orderNumber: string;
  items: (MailItem & { lineTotal: string })[];
  subtotal: string;
  /** Each discount by name, with what it took off ("−$1.78"). */
  discounts?: { name: string; amount: string }[];
  shipping: string;
  tax: string;
  /** "Tax", "Tax (New York City, 8.875 %)", "incl. VAT (Germany, 19 %)". */
  taxLabel?: string;
  total: string;
  /** 'Shipping to', or 'Digital delivery' for downloads only. */
  deliveryHeading?: string;
  /** The shipping address (the buyer's name and country for downloads), one line each. */
  addressLines: string[];
}

const cell = { fontSize: "15px", lineHeight: "22px", margin: 0 };

function AmountRow({
  label,
  amount,
  strong,
}: {
  label: ReactNode;
  amount: string;
  strong?: boolean;
}) {
  const style = strong ? { ...cell, fontWeight: 700 } : cell;
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{amount}</Text>
      </Column>
    </Row>
  );
}

/** Two lines of an order differ in product or in personalisation. */
export function itemKey(item: MailItem) {
  return [item.title, item.quantity, ...(item.details ?? [])].join("\n");
}

/** "Title x 2", and under it each detail on a line of its own (in the text part as well). */
export function ItemLabel(item: MailItem) {
  return (
    <>
      {item.title} x {item.quantity}
      {(item.details ?? []).map((detail) => (
        <span key={detail}>
          <br />
          <span style={{ color: "#5e544a", fontSize: "14px" }}>{detail}</span>
        </span>
      ))}
    </>
  );
}

/** The lines, the totals and where it goes. */
export function OrderSummary(order: OrderSummaryProps) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Text style={{ ...cell, fontWeight: 700, marginBottom: "8px" }}>
        Order #{order.orderNumber}
      </Text>
      {order.items.map((item) => (
        <AmountRow key={itemKey(item)} label={<ItemLabel {...item} />} amount={item.lineTotal} />
      ))}
      <AmountRow label="Subtotal" amount={order.subtotal} />
      {(order.discounts ?? []).map((discount) => (
        <AmountRow key={discount.name} label={discount.name} amount={discount.amount} />
      ))}
      <AmountRow label="Shipping" amount={order.shipping} />
      <AmountRow label={order.taxLabel ?? "Tax"} amount={order.tax} />
      <AmountRow label="Total" amount={order.total} strong />
      <Text style={{ ...cell, fontWeight: 700, marginTop: "16px" }}>
        {order.deliveryHeading ?? "Shipping to"}
      </Text>
      {order.addressLines.map((line) => (
        <Text key={line} style={cell}>
          {line}
        </Text>
      ))}
    </Section>
  );
}
