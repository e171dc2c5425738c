import { type SyntheticEvent, useState } from "react";
import { useFetcher } from "react-router";
import { CancelAlternative } from "#app/components/account/cancel-alternative.tsx";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import type { CancelReason } from "#server/db/schema.ts";

/** The most the member's own words may run to (MAX_CANCEL_REASON_TEXT, checked on the server). */
const REASON_TEXT_LENGTH = 500;

const CANCEL_DIALOG = "cancel-mail-club";
const CANCEL_FORM = "cancel-mail-club-form";
export const CANCEL_FETCHER = "cancel-subscription";

function closeDialogOf(event: SyntheticEvent<HTMLElement>) {
  event.currentTarget.closest("dialog")?.close();
}

/**
 * The honest cancel (spec §4, issue 23): the card's 'Cancel subscription' opens the cancel
 * screen, which asks one optional question, offers the one alternative that matches the
 * answer, and keeps 'Cancel my membership' there, cancelling in one click whatever was
 * answered. Without scripts the question's text box is always shown and the form still
 * cancels with the answer; the alternative appears as the answer changes once scripts run.
 */
export function MailClubCancel({ membership }: { membership: MailClubView }) {
  const fetcher = useFetcher<FormReply>({ key: CANCEL_FETCHER });
  const hydrated = useHydrated();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const busy = fetcher.state !== "idle";
  // With scripts the text box is revealed by 'Other'; without, it is always there.
  const textShown = !hydrated || reason === "other";
  const offer = membership.cancelQuestion.find((choice) => choice.reason === reason)?.offer ?? null;
  return (
    <>
      <DialogTrigger dialogId={CANCEL_DIALOG} variant="secondary" className="mt-5" disabled={busy}>
        {busy ? "Cancelling..." : "Cancel subscription"}
      </DialogTrigger>
      <Dialog
        id={CANCEL_DIALOG}
        title="Cancel your Mail Club subscription?"
        description={membership.notes.cancelling}
      >
        <fetcher.Form id={CANCEL_FORM} method="post" action="/account" onSubmit={closeDialogOf}>
          <input type="hidden" name="intent" value="subscription" />
          {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
          <div className="flex flex-col gap-2">
            <Select
              label="Why are you leaving? (optional)"
              name="reason"
              defaultValue=""
              options={[
                { value: "", label: "I'd rather not say" },
                ...membership.cancelQuestion.map(({ reason, label }) => ({ value: reason, label })),
              ]}
              onChange={(event) => setReason((event.currentTarget.value || null) as CancelReason)}
            />
            <Input
              label="Other reason, in your own words (optional)"
              name="reasonText"
              maxLength={REASON_TEXT_LENGTH}
              autoComplete="off"
              wrapperClassName={textShown ? undefined : "hidden"}
            />
          </div>
        </fetcher.Form>
        <div aria-live="polite">
          <CancelAlternative
            offer={offer}
            skippableIssue={membership.skippableIssue}
            onTaken={() => (document.getElementById(CANCEL_DIALOG) as HTMLDialogElement).close()}
          />
        </div>
        {/* On a phone the two stack, the cancel first: never pushed out of reach by the offer. */}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <form method="dialog" className="flex flex-col">
            <button type="submit" className={buttonClasses({ variant: "secondary" })}>
              Keep my subscription
            </button>
          </form>
          <Button type="submit" form={CANCEL_FORM} variant="destructive">
            Cancel my membership
          </Button>
        </div>
      </Dialog>
    </>
  );
}
