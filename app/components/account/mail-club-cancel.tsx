import { type SyntheticEvent, useState } from "react";
import { useFetcher } from "react-router";
import { CancelAlternative } from "#app/components/account/cancel-alternative.tsx";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import type { CancelReason } from "#server/db/schema.ts";
import {
  cancelReasonLabels,
  cancelReasons,
  MAX_CANCEL_REASON_TEXT,
} from "#server/mail-club/cancel/cancel-reasons.ts";

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
  return (
    <>
      <DialogTrigger dialogId={CANCEL_DIALOG} variant="secondary" className="mt-5" disabled={busy}>
        {busy ? "Cancelling..." : "Cancel subscription"}
      </DialogTrigger>
      <Dialog
        id={CANCEL_DIALOG}
        title="Cancel your Mail Club subscription?"
        description="No further payments will be taken. An issue already being prepared for you is still mailed."
      >
        <fetcher.Form id={CANCEL_FORM} method="post" action="/account" onSubmit={closeDialogOf}>
          <input type="hidden" name="intent" value="subscription" />
          {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-2 font-semibold text-ink">
              Why are you leaving? <span className="font-normal text-ink-soft">(optional)</span>
            </legend>
            <ReasonChoice value="" label="I'd rather not say" defaultChecked onChoose={setReason} />
            {cancelReasons.map((value) => (
              <ReasonChoice
                key={value}
                value={value}
                label={cancelReasonLabels[value]}
                onChoose={setReason}
              />
            ))}
            <Input
              label="Other reason, in your own words (optional)"
              name="reasonText"
              maxLength={MAX_CANCEL_REASON_TEXT}
              autoComplete="off"
              wrapperClassName={textShown ? "mt-2" : "hidden"}
            />
          </fieldset>
        </fetcher.Form>
        <div aria-live="polite">
          <CancelAlternative
            reason={reason}
            membership={membership}
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

function ReasonChoice(props: {
  value: CancelReason | "";
  label: string;
  defaultChecked?: boolean;
  onChoose: (reason: CancelReason | null) => void;
}) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-1">
      <input
        type="radio"
        name="reason"
        value={props.value}
        defaultChecked={props.defaultChecked}
        onChange={() => props.onChoose(props.value || null)}
        className="size-5 shrink-0 accent-sage-deep"
      />
      <span className="text-ink">{props.label}</span>
    </label>
  );
}
