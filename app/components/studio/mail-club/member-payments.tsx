import { StudioTable } from "#app/components/studio/studio-table.tsx";

export interface PaymentRow {
  id: number;
  paidOn: string;
  amount: string;
  saleId: string;
}

/** The membership's monthly payments, newest first, as PayPal reported them. */
export function MemberPayments({ payments }: { payments: PaymentRow[] }) {
  if (payments.length === 0) {
    return <p className="text-ink-soft">PayPal has reported no payment for this membership yet.</p>;
  }
  return (
    <StudioTable
      label="Payments"
      caption="Payments"
      minWidth="min-w-[24rem]"
      rows={payments}
      rowKey={(payment) => payment.id}
      columns={[
        {
          header: "Date",
          rowHeader: true,
          className: "font-normal whitespace-nowrap",
          cell: (payment) => payment.paidOn,
        },
        {
          header: "Amount",
          align: "right",
          className: "tabular-nums",
          cell: (payment) => payment.amount,
        },
        {
          header: "PayPal sale id",
          className: "font-mono text-xs break-all",
          cell: (payment) => payment.saleId,
        },
      ]}
    />
  );
}
