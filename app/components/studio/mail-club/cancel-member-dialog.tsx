import { useNavigation } from "react-router";
import { ConfirmDialog } from "#app/components/studio/confirm-dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";

/**
 * 'Cancel membership', asked first: PayPal stops the payments, the member is e-mailed. A
 * plain form post, so the page shows PayPal's answer whichever way it went.
 */
export function CancelMemberDialog(props: { memberName: string; email: string }) {
  const busy = useNavigation().formData?.get("intent") === "cancel";
  return (
    <ConfirmDialog
      id="cancel-member"
      trigger={busy ? "Cancelling…" : "Cancel membership"}
      title="Cancel this membership?"
      description={`PayPal stops taking ${props.memberName}'s monthly payments at once, and ${props.email} is sent the cancellation e-mail. An issue whose list is already fixed is still mailed to them.`}
      confirm="Yes, cancel it"
      keep="Keep the membership"
      fields={{ intent: "cancel" }}
      busy={busy}
    >
      <Input
        label="Reason (optional)"
        name="reason"
        maxLength={120}
        hint="PayPal keeps it with the subscription. Without one: 'Cancelled by the shop'."
      />
    </ConfirmDialog>
  );
}
