import { useFetcher } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import type { ManagedImage } from "./image-actions.ts";
import { ImageThumbnail } from "./image-thumbnail.tsx";

/** Delete, asked first in a dialog that shows the picture; the refusal, if any, under it. */
export function DeleteImageControl(props: {
  image: ManagedImage;
  number: number;
  action: string;
  returnTo: string;
  /** Called as the deletion is sent: the item goes, focus moves to the list. */
  onDelete: () => void;
}) {
  const { image } = props;
  // Keyed: the item leaves while its deletion is sent, and comes back with the refusal if any.
  const fetcher = useFetcher<FormReply>({ key: `delete-product-image-${image.id}` });
  const refused = fetcher.state === "idle" ? refusalOf(fetcher.data) : undefined;
  const dialogId = `delete-product-image-${image.id}`;
  return (
    <>
      <DialogTrigger
        dialogId={dialogId}
        variant="ghost"
        size="sm"
        className="min-h-11 text-danger! sm:min-h-9"
      >
        Delete<span className="sr-only"> picture {props.number}</span>
      </DialogTrigger>
      {refused ? (
        <p role="alert" className="basis-full text-sm font-medium text-danger">
          {refused.message}
        </p>
      ) : null}
      <Dialog
        id={dialogId}
        title="Delete this picture?"
        description="The shop stops showing it at once."
      >
        <fetcher.Form
          method="post"
          action={props.action}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.currentTarget.closest("dialog")?.close();
            props.onDelete();
          }}
        >
          <div className="w-40">
            <ImageThumbnail image={image} />
          </div>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="imageId" value={image.id} />
          <input type="hidden" name="returnTo" value={props.returnTo} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive">
              Delete picture
            </Button>
            <button
              type="button"
              commandfor={dialogId}
              command="close"
              className={buttonClasses({ variant: "secondary" })}
            >
              Keep it
            </button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
