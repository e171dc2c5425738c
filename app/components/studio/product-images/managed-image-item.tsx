import { useFetcher } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import { MAX_ALT_LENGTH } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { DeleteImageControl } from "./delete-image-control.tsx";
import type { ManagedImage } from "./image-actions.ts";
import { ImageThumbnail } from "./image-thumbnail.tsx";
import { MoveImageForm } from "./move-image-form.tsx";

export interface ManagedImageItemProps {
  image: ManagedImage;
  index: number;
  /** The picture ids in their current order, to send the order a move makes. */
  order: number[];
  action: string;
  /** Where a post without JavaScript goes back to; empty once scripts run. */
  returnTo: string;
  onMove: (imageId: number, direction: "up" | "down", order: number[]) => void;
  onDelete: () => void;
}

/** One picture: its thumbnail, its alt text form, moves up and down, and delete (asked first). */
export function ManagedImageItem(props: ManagedImageItemProps) {
  const { image, index, order, action, returnTo } = props;
  const altFetcher = useFetcher<FormReply>();
  const number = index + 1;
  const altResult = altFetcher.state === "idle" ? altFetcher.data : undefined;
  const move = { imageId: image.id, index, order, action, returnTo, onMove: props.onMove };

  return (
    <li
      data-testid="managed-image"
      className="grid gap-3 rounded-lg border border-line bg-paper-raised p-3 sm:grid-cols-[10rem_1fr] sm:gap-4"
    >
      <div className="flex items-start gap-3 sm:flex-col sm:gap-1.5">
        <div className="w-28 shrink-0 sm:w-full">
          <ImageThumbnail image={image} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold">
          Picture {number} of {order.length}
          {index === 0 ? <Badge variant="sage">Shown first</Badge> : null}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <altFetcher.Form method="post" action={action} className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="imageId" value={image.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Input
            label={
              <>
                Alt text<span className="sr-only"> of picture {number}</span>
              </>
            }
            hint="Read aloud in place of the picture: say what it shows."
            name="alt"
            defaultValue={image.alt}
            maxLength={MAX_ALT_LENGTH}
            required
            error={refusalOf(altResult)?.message}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              className="min-h-11 sm:min-h-9"
              disabled={altFetcher.state !== "idle"}
            >
              Save alt text<span className="sr-only"> of picture {number}</span>
            </Button>
            <span role="status" className="text-sm text-sage-deep">
              {altResult?.ok ? "Alt text saved" : ""}
            </span>
          </div>
        </altFetcher.Form>
        <div className="flex flex-wrap gap-2">
          <MoveImageForm {...move} direction="up" />
          <MoveImageForm {...move} direction="down" />
          <DeleteImageControl
            image={image}
            number={number}
            action={action}
            returnTo={returnTo}
            onDelete={props.onDelete}
          />
        </div>
      </div>
    </li>
  );
}
