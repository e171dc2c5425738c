import type { ReactNode } from "react";
import { ConfirmDialog } from "#app/components/studio/confirm-dialog.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";

/** Deleting a zone or a method with its prices, asked first (`intent=delete`). */
export function ShippingDeletePanel(props: {
  kind: "zone" | "method";
  /** What deleting it means, under the panel's title. */
  lead: string;
  busy: boolean;
  /** What the dialog says will go. */
  children: ReactNode;
}) {
  return (
    <StudioPanel title="Delete">
      <p className="mb-3 text-ink-soft">{props.lead}</p>
      <ConfirmDialog
        id={`delete-${props.kind}`}
        triggerSize="sm"
        trigger={`Delete ${props.kind}`}
        title={`Delete this ${props.kind}?`}
        confirm={`Delete ${props.kind}`}
        keep={`Keep the ${props.kind}`}
        fields={{ intent: "delete" }}
        busy={props.busy}
      >
        {props.children}
      </ConfirmDialog>
    </StudioPanel>
  );
}
