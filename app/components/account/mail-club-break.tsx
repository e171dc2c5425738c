import { useFetcher } from "react-router";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";

const pauseLengths = [
  { value: "1", label: "1 issue" },
  { value: "2", label: "2 issues" },
  { value: "3", label: "3 issues" },
];

/**
 * A break from the Mail Club without cancelling: skip the next issue, pause 1 to 3, or undo
 * the one ahead. Each is one small form, posted by a fetcher when scripts run (a toast says
 * how it went) and by the browser otherwise.
 */
export function MailClubBreak({ membership }: { membership: MailClubView }) {
  const fetcher = useFetcher<FormReply>({ key: "mail-club-break" });
  const hydrated = useHydrated();
  const { toast } = useToast();
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (result) => {
    if (result.ok) toast({ title: "Saved", description: result.message, variant: "success" });
    else toast({ title: "Not saved", description: result.message, variant: "destructive" });
  });
  const via = hydrated ? <input type="hidden" name="via" value="fetch" /> : null;
  const { hold } = membership;

  if (hold) {
    return (
      <div className="mt-5 rounded-md bg-paper-raised px-4 py-3 ring-1 ring-sage/25">
        <p className="text-ink">{hold.text}</p>
        <fetcher.Form method="post" action="/account" className="mt-3">
          <input type="hidden" name="intent" value="resume" />
          {via}
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {hold.kind === "skip" ? "Undo the skip" : "Resume now"}
          </Button>
        </fetcher.Form>
      </div>
    );
  }
  return (
    <div className="mt-5 flex flex-col gap-3">
      <h3 className="font-semibold text-ink">Need a break?</h3>
      <p className="text-sm text-ink-soft">
        Skipped and paused issues are not sent and not charged; you can undo until the 25th.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <fetcher.Form method="post" action="/account">
          <input type="hidden" name="intent" value="hold" />
          <input type="hidden" name="kind" value="skip" />
          {via}
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            Skip the {membership.skippableIssue} issue
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/account" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="hold" />
          <input type="hidden" name="kind" value="pause" />
          {via}
          <Select
            label="Pause for"
            name="issues"
            defaultValue="2"
            options={pauseLengths}
            wrapperClassName="w-36"
          />
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            Pause
          </Button>
        </fetcher.Form>
      </div>
    </div>
  );
}
