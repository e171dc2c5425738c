import type { ReactNode } from "react";
import type { PendingPlanChangeView } from "#app/components/account/mail-club-data.ts";
import type { PlanChangeOffer } from "#app/components/account/plan-change-data.ts";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import { Button, buttonClasses, LinkButton } from "#app/components/ui/button.tsx";

/**
 * The second step of a move abroad or back: the new plan and price, and a plain form (no
 * script needed) that confirms it and goes on to PayPal; nothing changes before that.
 */
export function PlanChangeConfirm({ offer }: { offer: PlanChangeOffer }) {
  return (
    <PlanChangeFrame
      title="This address needs another plan"
      sentence={offer.sentence}
      firstCharge={offer.firstCharge}
    >
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
    </PlanChangeFrame>
  );
}

/** A move waiting for the member's approval at PayPal: approve it there, or keep the plan. */
export function PendingPlanChange({ change }: { change: PendingPlanChangeView }) {
  return (
    <PlanChangeFrame
      title="Waiting for your approval at PayPal"
      sentence={change.sentence}
      firstCharge={change.firstCharge}
    >
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
    </PlanChangeFrame>
  );
}

/** A move's panel: what changes, when the new price is first charged, and its actions. */
function PlanChangeFrame(props: {
  title: string;
  sentence: string;
  firstCharge: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.title}
      className="mb-5 rounded-md bg-paper-raised px-4 py-4 ring-1 ring-clay/30"
    >
      <h3 className="font-semibold text-ink">{props.title}</h3>
      <p className="mt-2 text-ink" role="status">
        {props.sentence}
      </p>
      <p className="mt-2 text-sm text-ink-soft">{props.firstCharge}</p>
      {props.children}
    </section>
  );
}
