import { Form, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, type FormReply } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";

/**
 * A code's single-use codes: how many there are and are used, a CSV of them, and a form to
 * make more (each with this code's rules as they are now, and one use).
 */
export function BatchPanel(props: {
  id: number;
  batch: { codes: number; used: number };
  reply: unknown;
}) {
  const busy = useNavigation().state === "submitting";
  const { codes, used } = props.batch;
  return (
    <StudioPanel title="Single-use codes">
      <div className="flex flex-col gap-4">
        <p className="text-ink-soft">
          Codes of 10 letters and digits (no I, L, O, 0 or 1) for a newsletter or cards in
          envelopes, each good once, with this code's rules as they are when they are made. They are
          counted in this code's figures, and archived with it.
        </p>
        {codes > 0 ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>
              {codes} single-use codes, {used} used.
            </span>
            <a
              href={`/studio/discounts/${props.id}/codes.csv`}
              download
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Download the codes (CSV)
            </a>
          </p>
        ) : null}
        <Form method="post" noValidate className="flex flex-col gap-4">
          <ReplyAlert reply={props.reply as FormReply | undefined} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="How many"
              name="count"
              inputMode="numeric"
              defaultValue="100"
              error={errorOf(props.reply, "count")}
              hint="1 to 5,000."
            />
            <Input
              label="Prefix"
              name="prefix"
              autoCapitalize="characters"
              error={errorOf(props.reply, "prefix")}
              hint="Optional, like NEWS: NEWS-7KQ2M9XWPA."
            />
          </div>
          <div>
            <SubmitButton busy={busy} busyLabel="Making…" compact name="intent" value="batch">
              Make the codes
            </SubmitButton>
          </div>
        </Form>
      </div>
    </StudioPanel>
  );
}
