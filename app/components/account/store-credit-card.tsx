import { Link } from "react-router";
import { AccountSection } from "#app/components/account/account-section.tsx";
import type { BalanceEntryKind } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";

export interface StoreCreditView {
  balanceCents: number;
  entries: {
    id: number;
    kind: BalanceEntryKind;
    amountCents: number;
    reason: string | null;
    orderId: number | null;
    orderNumber: string | null;
    /** Worded in the shop's time zone. */
    date: string;
  }[];
}

const entryWords: Record<BalanceEntryKind, string> = {
  issued: "Credit from the shop",
  spent: "Spent on order",
  returned: "Back from an unpaid order",
  refunded: "Refunded",
  club_prepaid: "Prepaid Mail Club issues",
};

/**
 * The customer's store credit and its ledger: every credit with its reason and every spend with
 * its order. Shown once they have had any.
 */
export function StoreCreditCard({ credit }: { credit: StoreCreditView }) {
  if (credit.entries.length === 0) return null;
  return (
    <AccountSection
      id="store-credit"
      title="Store credit"
      tape="mustard"
      description="Checkout spends it, unless you keep it for later there."
    >
      <p className="mb-4 text-lg">
        Balance{" "}
        <strong className="font-display text-2xl">{formatMoney(credit.balanceCents)}</strong>
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Every credit and spend, newest first</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Date</th>
            <th scope="col">What</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {credit.entries.map((entry) => (
            <tr key={entry.id} className="border-t border-line align-top">
              <td className="py-2 pr-3 whitespace-nowrap text-ink-soft">{entry.date}</td>
              <td className="py-2 pr-3">
                {entry.reason ?? entryWords[entry.kind]}
                {entry.orderId && entry.orderNumber ? (
                  <>
                    {" · "}
                    <Link to={`/order-complete/${entry.orderId}`} className="underline">
                      #{entry.orderNumber}
                    </Link>
                  </>
                ) : null}
              </td>
              <td className="py-2 text-right font-medium whitespace-nowrap tabular-nums">
                {entry.amountCents > 0 ? "+" : "−"}
                {formatMoney(Math.abs(entry.amountCents))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AccountSection>
  );
}
