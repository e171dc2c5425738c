import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

/** The title and notes of an issue, on the new-issue form and the issue's page. */
export function IssueDetailsFields(props: {
  title: string;
  notes: string;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Input
        label="Title"
        name="title"
        required
        maxLength={120}
        defaultValue={props.title}
        error={props.errors.title}
        hint="Members read it in the 'on its way' e-mail."
      />
      <Textarea
        label="Notes"
        name="notes"
        maxLength={5000}
        defaultValue={props.notes}
        error={props.errors.notes}
        hint="For you: what goes in the envelope. Printed on the packing list."
        className="min-h-32"
      />
    </>
  );
}
