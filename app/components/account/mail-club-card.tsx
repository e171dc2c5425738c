import { useFetcher } from "react-router";
import { MailClubBreak } from "#app/components/account/mail-club-break.tsx";
import { CANCEL_FETCHER, MailClubCancel } from "#app/components/account/mail-club-cancel.tsx";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { MailClubPaymentProblem } from "#app/components/account/mail-club-payment-problem.tsx";
import { ArrowRightIcon, MailIcon } from "#app/components/icons.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import type { FormRefusal, FormReply } from "#app/forms/form-reply.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import { formatMoney } from "#server/lib/money.ts";

/**
 * The toasts of the card's forms: the cancellation's (spec §8), and how a skip, pause or resume
 * went. Kept by the card itself: the cancel form is gone once the cancellation went through.
 */
function useMailClubToasts() {
  const { toast } = useToast();
  useFetcherResult(useFetcher<FormReply>({ key: CANCEL_FETCHER }), (result) =>
    toast(
      result.ok
        ? {
            title: "Subscription cancelled",
            description: "Your subscription has been cancelled successfully.",
            variant: "success",
          }
        : { title: "Cancellation failed", description: result.message, variant: "destructive" },
    ),
  );
  useFetcherResult(useFetcher<FormReply>({ key: "mail-club-break" }), (result) =>
    toast({
      title: result.ok ? "Saved" : "Not saved",
      description: result.message,
      variant: result.ok ? "success" : "destructive",
    }),
  );
}

/**
 * The Mail Club card (spec §2, §4): an active membership shows its plan, price, start, the
 * next issue and payment, and a cancel action that asks first; any other state shows 'No
 * active subscription' and the way to /subscribe.
 */
export function MailClubCard({
  membership,
  refused,
}: {
  membership: MailClubView | null;
  /** A Mail Club form's refusal when it was posted without scripts (with them, a toast says it). */
  refused?: FormRefusal | null;
}) {
  const active = membership?.status === "active" ? membership : null;
  useMailClubToasts();
  return (
    <section
      aria-labelledby="mail-club-title"
      className="relative rounded-lg bg-sage-wash px-5 pt-7 pb-6 ring-1 ring-sage/25 sm:px-7"
    >
      <span aria-hidden="true" className="tape tape-sage absolute -top-2.5 left-8 w-20 -rotate-3" />
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill bg-paper-raised text-sage-deep ring-1 ring-sage/30"
        >
          <MailIcon className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="mail-club-title" className="text-2xl font-semibold">
            Mail Club
          </h2>
          <p className="font-semibold text-sage-deep">
            {active ? `Active · ${active.planName} plan` : "No active subscription"}
          </p>
        </div>
      </div>
      {membership?.paymentProblem ? (
        <MailClubPaymentProblem problem={membership.paymentProblem} />
      ) : null}
      {refused ? (
        <FormAlert
          title={refused.intent === "subscription" ? "Cancellation failed" : "Not saved"}
          className="mt-4"
        >
          {refused.message}
        </FormAlert>
      ) : null}
      {active ? (
        <ActiveMembership membership={active} />
      ) : membership?.paymentProblem ? null : (
        <JoinInvitation />
      )}
    </section>
  );
}

function JoinInvitation() {
  return (
    <>
      <p className="mt-3 text-ink-soft">
        Original artwork, a surprise and a personal letter in your letterbox every month. Join by
        the 25th to get next month's issue.
      </p>
      <LinkButton to="/subscribe" className="mt-5">
        Join the Mail Club
        <ArrowRightIcon />
      </LinkButton>
    </>
  );
}

function ActiveMembership({ membership }: { membership: MailClubView }) {
  const rows: [string, string | null][] = [
    ["Monthly price", `${formatMoney(membership.priceCents)} / month`],
    ["Your offer", membership.intro],
    ["Member since", membership.startedOn],
    [membership.firstIssue ? "Your first issue" : "Your next issue", membership.nextIssue],
    ["Next payment", membership.nextPaymentOn],
  ];
  return (
    <>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="flex flex-col">
              <dt className="text-sm text-ink-soft">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="mt-4 text-sm text-ink-soft">{membership.notes.mailing}</p>
      <MailClubBreak membership={membership} />
      <MailClubCancel membership={membership} />
    </>
  );
}
