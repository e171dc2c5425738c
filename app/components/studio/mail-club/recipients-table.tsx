import { Link } from "react-router";
import { type StudioColumn, StudioTable } from "#app/components/studio/studio-table.tsx";

export interface RecipientRow {
  /** recipientKey: a member's or a gift's. */
  key: string;
  /** The member's or the gift's studio page. */
  href: string;
  name: string;
  email: string | null;
  plan: string;
  /** The envelope's lines but the name and country, joined: '12 Lantern Street, PORTLAND, OR 97201'. */
  address: string;
  country: string;
}

const numberColumn: StudioColumn<RecipientRow> = {
  header: "No.",
  align: "right",
  className: "tabular-nums",
  cell: (_, index) => index + 1,
};

/**
 * The envelopes of an issue in label order, numbered as the labels and packing list are;
 * unnumbered for those that get no label.
 */
export function RecipientsTable({
  recipients,
  caption,
  numbered = true,
}: {
  recipients: RecipientRow[];
  caption: string;
  numbered?: boolean;
}) {
  return (
    <StudioTable
      label={caption}
      caption={caption}
      minWidth="min-w-[52rem]"
      rows={recipients}
      rowKey={(recipient) => recipient.key}
      columns={[
        ...(numbered ? [numberColumn] : []),
        {
          header: "Name",
          rowHeader: true,
          className: "font-semibold",
          cell: (recipient) => (
            <Link to={recipient.href} className="text-clay-deep underline underline-offset-4">
              {recipient.name}
            </Link>
          ),
        },
        {
          header: "E-mail",
          className: "whitespace-nowrap",
          cell: (recipient) => recipient.email ?? "—",
        },
        { header: "Plan", cell: (recipient) => recipient.plan },
        { header: "Address", cell: (recipient) => recipient.address },
        { header: "Country", cell: (recipient) => recipient.country },
      ]}
    />
  );
}
