import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import { Dialog, DialogTrigger } from "#app/components/ui/dialog.tsx";

/**
 * A change that cannot be undone (deleting a post, cancelling an order or a membership): its
 * button opens a dialog that says what will happen, and only the dialog's button posts it, with
 * `fields` and whatever inputs `children` hold. The dialog closes as the form is sent, so the
 * answer shows on the page and a second click has nothing to press.
 */
export function ConfirmDialog(props: {
  id: string;
  trigger: ReactNode;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  title: string;
  description?: string;
  children?: ReactNode;
  confirm: string;
  confirmVariant?: ButtonVariant;
  keep: string;
  fields: Record<string, string>;
  busy?: boolean;
}) {
  const keepForm = `${props.id}-keep`;
  return (
    <>
      <DialogTrigger
        dialogId={props.id}
        variant={props.triggerVariant ?? "destructive"}
        size={props.triggerSize}
        className="min-h-11"
        disabled={props.busy}
      >
        {props.trigger}
      </DialogTrigger>
      <Dialog id={props.id} title={props.title} description={props.description}>
        <Form
          method="post"
          className="flex flex-col gap-3 text-ink"
          onSubmit={(event) => event.currentTarget.closest("dialog")?.close()}
        >
          {Object.entries(props.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {props.children}
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            {/* Submits the empty dialog form below: it closes the dialog, even before script loads. */}
            <Button type="submit" form={keepForm} variant="secondary">
              {props.keep}
            </Button>
            <Button
              type="submit"
              variant={props.confirmVariant ?? "destructive"}
              disabled={props.busy}
            >
              {props.confirm}
            </Button>
          </div>
        </Form>
        <form id={keepForm} method="dialog" />
      </Dialog>
    </>
  );
}
