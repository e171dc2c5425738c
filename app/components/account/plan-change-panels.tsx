import type { PendingPlanChangeView } from "#app/components/account/mail-club-data.ts";
import { firstChargeText, type PlanChangeOffer } from "#app/components/account/plan-change-data.ts";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import { Button, buttonClasses, LinkButton } from "#app/components/ui/button.tsx";

const approvalNote = "PayPal will ask you to approve the new price.";

/**
 * The second step of a move abroad or back: the new plan and price, and a plain form (no
 * script needed) that confirms it and goes on to PayPal; nothing changes before that.
 */
export function PlanChangeConfirm({ offer }: { offer: PlanChangeOffer }) {
  return (
    <section
      aria-labelledby="plan-change-title"
      className="mb-5 rounded-md bg-paper-raised px-4 py-4 ring-1 ring-clay/30"
    >
      <h3 id="plan-change-title" className="font-semibold text-ink">
        This address needs another plan
      </h3>
      <p className="mt-2 text-ink" role="status">
        {offer.sentence} {approvalNote}
      </p>
      <p className="mt-2 text-sm text-ink-soft">{firstChargeText(offer.firstChargeOn)}</p>
      <form method="post" action="/account" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delivery" />
        <input type="hidden" name="confirmPlanChange" value="yes" />
        {Object.entries(offer.values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">Confirm and approve at PayPal</Button>
        <LinkButton to="/account#delivery" variant="secondary" reloadDocument>
          Keep my current address
        </LinkButton>
      </form>
    </section>
  );
}

/** A move waiting for the member's approval at PayPal: approve it there, or keep the plan. */
export function PendingPlanChange({ change }: { change: PendingPlanChangeView }) {
  return (
    <section
      aria-labelledby="pending-plan-change-title"
      className="mb-5 rounded-md bg-paper-raised px-4 py-4 ring-1 ring-clay/30"
    >
      <h3 id="pending-plan-change-title" className="font-semibold text-ink">
        Waiting for your approval at PayPal
      </h3>
      <p className="mt-2 text-ink">
        {change.sentence} Your plan and delivery address stay as they are until you approve.
      </p>
      <p className="mt-2 text-sm text-ink-soft">{firstChargeText(change.firstChargeOn)}</p>
      <p className="mt-3 text-sm text-ink-soft">New delivery address:</p>
      <PostalAddressBlock lines={change.addressLines} className="mt-1" />
      <div className="mt-4 flex flex-wrap gap-3">
        {change.approveUrl ? (
          <a href={change.approveUrl} className={buttonClasses()}>
            Approve
          </a>
        ) : null}
        <form method="post" action="/account">
          <input type="hidden" name="intent" value="plan-change-keep" />
          <Button type="submit" variant="secondary">
            Keep my current plan
          </Button>
        </form>
      </div>
    </section>
  );
}
