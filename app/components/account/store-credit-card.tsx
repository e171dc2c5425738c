import { Form, Link, useNavigation } from "react-router";
import { AccountSection } from "#app/components/account/account-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import type { FormRefusal } from "#app/forms/form-reply.ts";
import { describeBalanceEntry } from "#server/balances/balance-messages.ts";
import type { BalanceEntryKind } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import type { PrepaidView } from "#server/mail-club/prepaid/prepaid-offer.ts";

export interface StoreCreditView {
  balanceCents: number;
  /** A member's prepaid issues and what the credit could prepay; null for a non-member. */
  club: PrepaidView | null;
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

/**
 * The customer's store credit: its balance and ledger (every credit with its reason, every
 * spend with its order), a gift card added to it, and for a member "Use my balance for the
 * Mail Club" (whole issues prepaid, the remainder kept).
 */
export function StoreCreditCard(props: { credit: StoreCreditView; refused?: FormRefusal }) {
  const { credit, refused } = props;
  const busy = useNavigation().state !== "idle";
  const offer = credit.club?.offer;
  return (
    <AccountSection
      id="store-credit"
      title="Store credit"
      tape="mustard"
      description="Checkout spends it, unless you keep it for later there. It never expires."
    >
      <p className="mb-4 text-lg">
        Balance{" "}
        <strong className="font-display text-2xl" data-testid="store-credit-balance">
          {formatMoney(credit.balanceCents)}
        </strong>
      </p>
      {refused?.message ? <FormAlert className="mb-4">{refused.message}</FormAlert> : null}
      {credit.club?.prepaidIssues.length ? (
        <p className="mb-4 rounded-md bg-paper-deep px-3 py-2 text-sm" data-testid="prepaid-issues">
          Prepaid from your balance: <strong>{credit.club.prepaidIssues.join(", ")}</strong>.
          Nothing is charged at PayPal for {credit.club.prepaidIssues.length === 1 ? "it" : "them"}.
        </p>
      ) : null}
      {offer ? (
        <Form method="post" className="mb-5 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="prepay" />
          <Button type="submit" variant="secondary" disabled={busy}>
            Use my balance for the Mail Club
          </Button>
          <span className="text-sm text-ink-soft">
            {offer.issueCount === 1 ? "1 issue" : `${offer.issueCount} issues`} at{" "}
            {formatMoney(offer.priceCents)}: {formatMoney(offer.amountCents)}; the rest stays as
            credit.
          </span>
        </Form>
      ) : null}
      {credit.entries.length > 0 ? (
        <table className="mb-5 w-full text-sm">
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
                  {entry.reason ?? describeBalanceEntry(entry.kind, entry.amountCents)}
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
      ) : null}
      <Form method="post" className="flex flex-col gap-3 border-t border-line pt-4">
        <input type="hidden" name="intent" value="add-gift-card" />
        <Input
          label="Add a gift card to your credit"
          name="giftCardCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          className="font-mono"
          hint="What is left on it moves here, to pay orders and Mail Club issues."
          error={refused?.errors.giftCardCode}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Add the card
          </Button>
        </div>
      </Form>
    </AccountSection>
  );
}
