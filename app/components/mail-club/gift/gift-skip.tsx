import { Form, useNavigation } from "react-router";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import type { GiftSkipView } from "#server/mail-club/gifts/gift-skips.ts";

/** The reply of this section's forms: a skip or its undo. */
function skipReply(reply: unknown) {
  const answer = reply as FormReply | undefined;
  return answer?.intent === "skip" || answer?.intent === "undo-skip" ? answer : undefined;
}

/**
 * Skipping one of the gift's issues, for its owner: the next one whose list is not fixed yet,
 * the gift then ending one issue later; or undoing the skip ahead until that issue's cutoff.
 */
export function GiftSkip({ skip, reply }: { skip: GiftSkipView; reply: unknown }) {
  const busy = useNavigation().state !== "idle";
  const answer = skipReply(reply);
  const refused = refusalOf(answer);
  return (
    <section aria-labelledby="gift-skip" className="flex flex-col gap-3">
      <h2 id="gift-skip" className="text-xl font-semibold">
        Away for a month?
      </h2>
      {skip.ahead ? (
        <Form method="post" className="flex flex-col gap-3">
          <p>
            You are skipping the {skip.ahead.name} issue: it is not sent, and your gift ends one
            issue later. You can undo this until the end of {skip.ahead.undoUntil}.
          </p>
          <input type="hidden" name="intent" value="undo-skip" />
          <input type="hidden" name="issue" value={skip.ahead.issue} />
          <SubmitButton busy={busy} busyLabel="Undoing..." className="sm:w-auto sm:self-start">
            Undo the skip
          </SubmitButton>
        </Form>
      ) : skip.next ? (
        <Form method="post" className="flex flex-col gap-3">
          <p>
            Skip the {skip.next.name} issue and it is not sent; your gift then ends with{" "}
            {skip.next.endsWith} instead. A gift may skip{" "}
            {skip.left === 1 ? "one more issue" : `${skip.left} more issues`}.
          </p>
          <input type="hidden" name="intent" value="skip" />
          <input type="hidden" name="issue" value={skip.next.issue} />
          <SubmitButton busy={busy} busyLabel="Skipping..." className="sm:w-auto sm:self-start">
            {`Skip the ${skip.next.name} issue`}
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-ink-soft">
          {skip.left === 0
            ? "This gift has used all its skips."
            : "No issue of this gift is left to skip: the lists of its issues are fixed."}
        </p>
      )}
      {refused?.message ? <FormAlert>{refused.message}</FormAlert> : null}
      {answer?.ok ? <FormAlert tone="notice">{answer.message}</FormAlert> : null}
    </section>
  );
}
