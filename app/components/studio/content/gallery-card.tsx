import { Form } from "react-router";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { ConfirmDialog } from "#app/components/studio/confirm-dialog.tsx";
import { RowAction } from "#app/components/studio/row-action.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, type FormReply, refusalOf, typedOr } from "#app/forms/form-reply.ts";
import type { ImageVariants } from "#server/db/schema.ts";

export interface GalleryCardImage {
  id: number;
  alt: string;
  width: number;
  height: number;
  variants: ImageVariants;
  onHomePage: boolean;
}

/** One gallery picture: its place, its text alternative, moving it and deleting it. */
export function GalleryCard(props: {
  image: GalleryCardImage;
  position: number;
  count: number;
  reply?: FormReply;
  busy: boolean;
}) {
  const { image, position, count, busy } = props;
  // A refusal belongs to this card when it was about this picture.
  const refused = refusalOf(props.reply);
  const reply = refused?.values?.id === String(image.id) ? refused : undefined;
  const name = image.alt || `Picture ${position}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-paper-raised p-3 sm:flex-row sm:p-4">
      <div className="w-full shrink-0 self-start overflow-hidden rounded-md border border-line sm:w-48">
        <ProductPicture image={image} alt={image.alt} sizes="(min-width: 640px) 192px, 90vw" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">Picture {position}</span>
          {image.onHomePage ? (
            <Badge variant="sage">On the home page</Badge>
          ) : (
            <Badge variant="outline">Not shown: the home page shows the first 4</Badge>
          )}
        </div>
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={image.id} />
          <Input
            label="Description (alt text)"
            name="alt"
            required
            maxLength={250}
            defaultValue={typedOr(reply, "alt", image.alt)}
            error={errorOf(reply, "alt")}
            wrapperClassName="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Save description
          </Button>
        </Form>
        <div className="flex flex-wrap gap-2">
          <RowAction
            id={image.id}
            intent="up"
            label={name}
            variant="secondary"
            disabled={busy || position === 1}
          >
            Move earlier
          </RowAction>
          <RowAction
            id={image.id}
            intent="down"
            label={name}
            variant="secondary"
            disabled={busy || position === count}
          >
            Move later
          </RowAction>
          <ConfirmDialog
            id={`delete-picture-${image.id}`}
            triggerSize="sm"
            trigger={
              <>
                Delete<span className="sr-only">: {name}</span>
              </>
            }
            title="Delete this picture?"
            confirm="Delete picture"
            keep="Keep it"
            fields={{ intent: "delete", id: String(image.id) }}
            busy={busy}
          >
            <p>“{name}” will be taken out of the gallery. This cannot be undone.</p>
          </ConfirmDialog>
        </div>
      </div>
    </li>
  );
}
