import { Form, useNavigation } from "react-router";
import { IssueDetailsFields } from "#app/components/studio/mail-club/issue-details-fields.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { errorsOf, type FormRefusal, typedOr } from "#app/forms/form-reply.ts";

/** The issue's title and notes: a form until it is mailed, then what it went out with. */
export function IssueDetailsPanel(props: {
  issue: { title: string; notes: string; editable: boolean };
  /** The last save's refusal, with what was typed. */
  refused?: FormRefusal;
}) {
  const busy = useNavigation().formData?.get("intent") === "details";
  const { issue, refused } = props;
  return (
    <StudioPanel title="Title and notes">
      {issue.editable ? (
        <Form method="post" className="flex max-w-xl flex-col gap-4" noValidate>
          {refused ? <FormAlert title="Not saved">{refused.message}</FormAlert> : null}
          <input type="hidden" name="intent" value="details" />
          <IssueDetailsFields
            title={typedOr(refused, "title", issue.title)}
            notes={typedOr(refused, "notes", issue.notes)}
            errors={errorsOf(refused)}
          />
          <div>
            <Button type="submit" disabled={busy}>
              Save title and notes
            </Button>
          </div>
        </Form>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{issue.title}</p>
          <p className="whitespace-pre-line text-ink-soft">{issue.notes || "No notes."}</p>
          <p className="text-sm text-ink-soft">
            A mailed issue keeps the title and notes it went out with.
          </p>
        </div>
      )}
    </StudioPanel>
  );
}
