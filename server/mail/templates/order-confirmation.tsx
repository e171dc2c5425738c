import { Link, Section, Text } from "@react-email/components";
import {
  ActionLink,
  colors,
  EmailLayout,
  Paragraph,
} from "#server/mail/templates/email-layout.tsx";
import { OrderSummary, type OrderSummaryProps } from "#server/mail/templates/order-summary.tsx";

interface DownloadLink {
  title: string;
  fileName: string;
  url: string;
}

/** A gift membership's order: the gift as the order's page words it. */
export interface ReceiptGift {
  forLine: string;
  issuesLine: string;
  revealLine: string;
  /** The printable card, for a customer who tells them themselves. */
  cardUrl: string | null;
  /** Where a guest finds the card instead (the receipt has no key to their order). */
  cardNote: string | null;
}

export interface OrderConfirmationProps extends OrderSummaryProps {
  customerName: string;
  /** Downloads only: nothing will be posted. */
  digital?: boolean;
  /** The order's own page (with its key for a guest). */
  orderUrl: string;
  shopName: string;
  /** A link per file the order delivers (none for an order without digital goods). */
  downloads?: DownloadLink[];
  /** The last day the download links work, e.g. 'December 3, 2026'. */
  downloadsUntil?: string;
  /** The gift membership the order bought; none for any other order. */
  gift?: ReceiptGift;
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
      <Downloads downloads={props.downloads ?? []} until={props.downloadsUntil} />
      {props.gift ? <YourGift gift={props.gift} /> : null}
      {props.digital || props.gift ? null : (
        <Paragraph>
          We will e-mail you again when your order ships, with its tracking number if the way it is
          posted has one; most orders ship within 1-2 business days.
        </Paragraph>
      )}
      <ActionLink href={props.orderUrl}>View your order</ActionLink>
    </EmailLayout>
  );
}

/** Whom the gift is for, its issues, and how they hear of it: an e-mail's day, or the card. */
function YourGift({ gift }: { gift: ReceiptGift }) {
  const line = { fontSize: "15px", lineHeight: "22px", margin: "0 0 6px" };
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Text style={{ fontSize: "16px", fontWeight: 700, margin: "0 0 8px" }}>Your gift</Text>
      <Text style={line}>{gift.forLine}</Text>
      <Text style={line}>{gift.issuesLine}</Text>
      <Text style={line}>
        {gift.revealLine}
        {gift.cardUrl ? (
          <>
            {" "}
            <Link href={gift.cardUrl} style={{ color: colors.clay }}>
              Print the gift card (PDF)
            </Link>
          </>
        ) : null}
        {gift.cardNote ? ` ${gift.cardNote}` : null}
      </Text>
    </Section>
  );
}

/** The files to download, a link each (each works until `until`, a set number of times). */
function Downloads({ downloads, until }: { downloads: DownloadLink[]; until?: string }) {
  if (downloads.length === 0) return null;
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Text style={{ fontSize: "16px", fontWeight: 700, margin: "0 0 8px" }}>Your downloads</Text>
      {downloads.map((download) => (
        <Text
          key={download.url}
          style={{ fontSize: "15px", lineHeight: "22px", margin: "0 0 6px" }}
        >
          {download.title}:{" "}
          <Link href={download.url} style={{ color: colors.clay }}>
            Download {download.fileName}
          </Link>
        </Text>
      ))}
      <Text
        style={{ fontSize: "13px", lineHeight: "20px", color: colors.inkSoft, margin: "8px 0 0" }}
      >
        {until ? `These links work until ${until}. ` : ""}Signed in to your account, you can
        download your files again at any time under Downloads.
      </Text>
    </Section>
  );
}
