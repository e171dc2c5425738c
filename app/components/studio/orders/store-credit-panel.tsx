import { Form } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, type FormReply, typedOr } from "#app/forms/form-reply.ts";
import { creditReasons } from "#server/balances/studio/credit-reasons.ts";
import { formatMoney } from "#server/lib/money.ts";

/**
 * The customer's store credit, and a form to give more with a reason they will read in their
 * ledger (a lost envelope, a damaged item, goodwill).
 */
export function StoreCreditPanel(props: { creditCents: number; reply?: FormReply; busy: boolean }) {
  const { reply } = props;
  return (
    <StudioPanel title="Store credit">
      <p className="mb-4 text-ink-soft">
        The customer has <strong className="text-ink">{formatMoney(props.creditCents)}</strong> of
        store credit. Checkout spends it first, unless they keep it for later.
      </p>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="give-credit" />
        <Input
          label="Amount"
          name="amount"
          inputMode="decimal"
          required
          autoComplete="off"
          placeholder="5.00"
          defaultValue={typedOr(reply, "amount", "")}
          error={errorOf(reply, "amount")}
        />
        <Input
          label="Reason"
          name="reason"
          required
          maxLength={120}
          list="credit-reasons"
          defaultValue={typedOr(reply, "reason", "")}
          error={errorOf(reply, "reason")}
          hint="The customer sees it beside the credit."
        />
        <datalist id="credit-reasons">
          {creditReasons.map((reason) => (
            <option key={reason} value={reason} />
          ))}
        </datalist>
        <div>
          <Button type="submit" variant="secondary" disabled={props.busy}>
            {props.busy ? "Giving credit…" : "Give store credit"}
          </Button>
        </div>
      </Form>
    </StudioPanel>
  );
}
