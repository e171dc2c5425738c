import { Link, useFetcher } from "react-router";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import type { CancelReason } from "#server/db/schema.ts";
import { cancelAlternativeFor } from "#server/mail-club/cancel/cancel-reasons.ts";

const pauseLengths = [
  { value: "1", label: "1 issue" },
  { value: "2", label: "2 issues" },
  { value: "3", label: "3 issues" },
];

/** What each offer says, by the answer it follows. */
const offers = {
  pause:
    "Pause instead: nothing is sent and nothing is charged for up to 3 issues, then your membership starts again by itself.",
  too_much_mail: (issue: string) =>
    `Skip the ${issue} issue instead: it is not sent and not charged, and you can undo it until the 25th.`,
  not_expected: (issue: string) =>
    `Not sure yet? Skip the ${issue} issue and decide later: it is not sent and not charged.`,
  address: (issue: string) =>
    `Your issues can follow you: change your delivery address and it applies from the ${issue} issue.`,
};

/**
 * The one alternative beside the cancel screen's answer (decision 025): a pause, a skip or the
 * delivery address, as real working actions, and only when the member can take it (no skip or
 * pause while one is ahead). Nothing for 'other' or no answer. The skip and pause post the
 * break's own `hold` intent, so the break's toast tells how it went.
 */
export function CancelAlternative(props: {
  reason: CancelReason | null;
  membership: MailClubView;
  /** Closes the cancel screen once the member takes the alternative. */
  onTaken: () => void;
}) {
  const { membership, reason } = props;
  const fetcher = useFetcher<FormReply>({ key: "mail-club-break" });
  const hydrated = useHydrated();
  const alternative = cancelAlternativeFor(reason);
  if (!alternative || (alternative !== "address" && membership.hold)) return null;
  const via = hydrated ? <input type="hidden" name="via" value="fetch" /> : null;
  const busy = fetcher.state !== "idle";
  const frame = "mt-4 flex flex-col gap-3 rounded-md bg-sage-wash px-4 py-3 ring-1 ring-sage/30";

  if (alternative === "address") {
    return (
      <div className={frame}>
        <p className="text-ink">{offers.address(membership.addressAppliesFrom)}</p>
        <Link
          to="/account?edit=delivery#delivery-title"
          onClick={props.onTaken}
          className="self-start font-semibold text-clay-deep underline underline-offset-4"
        >
          Change my delivery address
        </Link>
      </div>
    );
  }
  if (alternative === "pause") {
    return (
      <fetcher.Form method="post" action="/account" onSubmit={props.onTaken} className={frame}>
        <p className="text-ink">{offers.pause}</p>
        <input type="hidden" name="intent" value="hold" />
        <input type="hidden" name="kind" value="pause" />
        {via}
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label="Issues to pause"
            name="issues"
            defaultValue="3"
            options={pauseLengths}
            wrapperClassName="w-36"
          />
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            Pause instead
          </Button>
        </div>
      </fetcher.Form>
    );
  }
  const issue = membership.skippableIssue;
  return (
    <fetcher.Form method="post" action="/account" onSubmit={props.onTaken} className={frame}>
      <p className="text-ink">
        {reason === "not_expected" ? offers.not_expected(issue) : offers.too_much_mail(issue)}
      </p>
      <input type="hidden" name="intent" value="hold" />
      <input type="hidden" name="kind" value="skip" />
      {via}
      <Button type="submit" variant="secondary" size="sm" disabled={busy} className="self-start">
        Skip the {issue} issue instead
      </Button>
    </fetcher.Form>
  );
}
