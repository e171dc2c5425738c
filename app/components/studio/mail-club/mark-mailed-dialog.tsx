import { useNavigation } from "react-router";
import { ConfirmDialog } from "#app/components/studio/confirm-dialog.tsx";

/** 'Mark mailed', asked first: every recipient is e-mailed that the issue is on its way, once. */
export function MarkMailedDialog(props: { month: string; envelopes: number }) {
  const busy = useNavigation().formData?.get("intent") === "mailed";
  const who =
    props.envelopes === 1 ? "The 1 recipient is" : `Each of the ${props.envelopes} recipients is`;
  return (
    <ConfirmDialog
      id="mark-mailed"
      trigger={busy ? "Marking…" : "Mark mailed"}
      triggerVariant="primary"
      title={`Mark the ${props.month} issue mailed?`}
      description={`${who} sent the 'on its way' e-mail, once. Do this when the envelopes are at the post office; it cannot be undone.`}
      confirm="Yes, it is mailed"
      confirmVariant="primary"
      keep="Not yet"
      fields={{ intent: "mailed" }}
      busy={busy}
    />
  );
}
