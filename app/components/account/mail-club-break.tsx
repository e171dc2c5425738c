import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FormReply } from "#app/forms/form-reply.ts";

const pauseLengths = [
  { value: "1", label: "1 issue" },
  { value: "2", label: "2 issues" },
  { value: "3", label: "3 issues" },
];

/** How many issues a pause leaves out: the `issues` of the `hold` intent. */
export function PauseLengths(props: { label: string; defaultValue: string }) {
  return <Select {...props} name="issues" options={pauseLengths} wrapperClassName="w-36" />;
}

/**
 * One of the break's small forms: skip, pause (its length given as `children`) or resume,
 * posted by the break's fetcher when scripts run (a toast says how it went) and by the browser
 * otherwise. The cancel screen's offers post the same forms.
 */
export function HoldForm(props: {
  kind: "skip" | "pause" | "resume";
  label: string;
  className?: string;
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  const fetcher = useFetcher<FormReply>({ key: "mail-club-break" });
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method="post"
      action="/account"
      onSubmit={props.onSubmit}
      className={props.className}
    >
      <input type="hidden" name="intent" value={props.kind === "resume" ? "resume" : "hold"} />
      {props.kind === "resume" ? null : <input type="hidden" name="kind" value={props.kind} />}
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      {props.children}
      <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
        {props.label}
      </Button>
    </fetcher.Form>
  );
}

/**
 * A break from the Mail Club without cancelling: skip the next issue, pause 1 to 3, or undo
 * the one ahead (the card's toast says how it went).
 */
export function MailClubBreak({ membership }: { membership: MailClubView }) {
  const { hold } = membership;

  if (hold) {
    return (
      <div className="mt-5 rounded-md bg-paper-raised px-4 py-3 ring-1 ring-sage/25">
        <p className="text-ink">{hold.text}</p>
        <HoldForm
          kind="resume"
          label={hold.kind === "skip" ? "Undo the skip" : "Resume now"}
          className="mt-3"
        />
      </div>
    );
  }
  return (
    <div className="mt-5 flex flex-col gap-3">
      <h3 className="font-semibold text-ink">Need a break?</h3>
      <p className="text-sm text-ink-soft">{membership.notes.breaks}</p>
      <div className="flex flex-wrap items-end gap-3">
        <HoldForm kind="skip" label={`Skip the ${membership.skippableIssue} issue`} />
        <HoldForm kind="pause" label="Pause" className="flex items-end gap-2">
          <PauseLengths label="Pause for" defaultValue="2" />
        </HoldForm>
      </div>
    </div>
  );
}
