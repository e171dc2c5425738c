import { Form, useNavigation } from "react-router";
import { MarkMailedDialog } from "#app/components/studio/mail-club/mark-mailed-dialog.tsx";
import {
  IssueStateBadge,
  type IssueStateName,
} from "#app/components/studio/mail-club/status-badges.tsx";
import { Button } from "#app/components/ui/button.tsx";

export interface IssueStatusView {
  state: IssueStateName;
  month: string;
  cutoff: string;
  frozenAt: string | null;
  mailedAt: string | null;
  envelopes: number;
}

/** Where the issue stands, what happens next, and the one action that fits now. */
export function IssueStatus({ view }: { view: IssueStatusView }) {
  const freezing = useNavigation().formData?.get("intent") === "freeze";
  return (
    <div className="flex flex-col gap-3">
      <div>
        <IssueStateBadge state={view.state} />
      </div>
      <p>
        Cutoff: <strong>{view.cutoff}</strong>
      </p>
      {view.state === "open" ? (
        <p className="text-ink-soft">
          Until the cutoff, members can still join or leave, so the list below is who will get this
          issue if nothing changes. It is fixed automatically at the cutoff and cannot be fixed
          earlier.
        </p>
      ) : null}
      {view.state === "cutoff-passed" ? (
        <Form method="post" className="flex flex-col items-start gap-3">
          <p className="text-ink-soft">
            The cutoff has passed: nobody joins or leaves this issue any more. The list is fixed
            automatically within a few minutes, or now if you want to print its documents.
          </p>
          <input type="hidden" name="intent" value="freeze" />
          <Button type="submit" disabled={freezing}>
            {freezing ? "Freezing…" : "Freeze now"}
          </Button>
        </Form>
      ) : null}
      {view.state === "frozen" ? (
        <>
          <p className="text-ink-soft">
            The list was fixed on {view.frozenAt}: {envelopes(view.envelopes)}, with the addresses
            the members had then. When the envelopes are at the post office, mark it mailed.
          </p>
          <div>
            <MarkMailedDialog month={view.month} envelopes={view.envelopes} />
          </div>
        </>
      ) : null}
      {view.state === "mailed" ? (
        <p className="text-ink-soft">
          Mailed on {view.mailedAt}: {envelopes(view.envelopes)}. Every recipient was sent the 'on
          its way' e-mail.
        </p>
      ) : null}
    </div>
  );
}

function envelopes(count: number) {
  return count === 1 ? "1 envelope" : `${count} envelopes`;
}
