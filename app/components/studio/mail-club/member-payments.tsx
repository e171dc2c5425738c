import {
  StudioTableFrame,
  studioTable,
  tableClasses,
} from "#app/components/studio/studio-page.tsx";

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
    <StudioTableFrame label="Payments">
      <table className={tableClasses("min-w-[24rem]")}>
        <caption className="sr-only">Payments</caption>
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={studioTable.headCell}>
              Date
            </th>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Amount
            </th>
            <th scope="col" className={studioTable.headCell}>
              PayPal sale id
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className={studioTable.row}>
              <td className={`${studioTable.cell} whitespace-nowrap`}>{payment.paidOn}</td>
              <td className={`${studioTable.cell} text-right tabular-nums`}>{payment.amount}</td>
              <td className={`${studioTable.cell} font-mono text-xs break-all`}>
                {payment.saleId}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
