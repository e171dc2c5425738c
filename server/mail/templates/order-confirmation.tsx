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
      {props.digital ? null : (
        <Paragraph>
          We will send you another e-mail with tracking once your order ships; most orders ship
          within 1-2 business days.
        </Paragraph>
      )}
      <ActionLink href={props.orderUrl}>View your order</ActionLink>
    </EmailLayout>
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
