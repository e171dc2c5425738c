import { Link } from "react-router";
import { noValue } from "#app/components/studio/mail-club/members-table.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";

export interface GiftRow {
  id: number;
  recipient: string;
  recipientEmail: string | null;
  country: string;
  gifter: string;
  orderId: number;
  orderNumber: string;
  plan: string;
  /** "February 2027 – April 2027". */
  issues: string;
  issuesLeft: number;
  /** "E-mailed Jan 20, 2027", "E-mail on Jan 20, 2027" or "The gifter tells them". */
  reveal: string;
  refunded: boolean;
}

/** The paid gift memberships, with how many issues each has still to come. */
export function GiftsTable({ gifts }: { gifts: GiftRow[] }) {
  return (
    <StudioTable
      label="Gift memberships"
      minWidth="min-w-[56rem]"
      rows={gifts}
      rowKey={(gift) => gift.id}
      columns={[
        {
          header: "For",
          rowHeader: true,
          className: "font-semibold",
          cell: (gift) => (
            <div className="flex flex-col">
              <span>{gift.recipient}</span>
              <span className="font-normal text-ink-soft">{gift.recipientEmail ?? noValue}</span>
            </div>
          ),
        },
        { header: "From", cell: (gift) => gift.gifter },
        { header: "Plan", cell: (gift) => `${gift.plan} (${gift.country})` },
        { header: "Issues", className: "whitespace-nowrap", cell: (gift) => gift.issues },
        {
          header: "Left",
          align: "right",
          className: "tabular-nums",
          cell: (gift) => (gift.refunded ? "Refunded" : gift.issuesLeft),
        },
        { header: "Hears of it", cell: (gift) => gift.reveal },
        {
          header: "Order",
          cell: (gift) => (
            <Link
              to={`/studio/orders/${gift.orderId}`}
              className="whitespace-nowrap text-clay-deep underline underline-offset-4"
            >
              {gift.orderNumber}
            </Link>
          ),
        },
      ]}
    />
  );
}
