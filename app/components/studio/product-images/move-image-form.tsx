import { Button } from "#app/components/ui/button.tsx";
import { moveButtonId } from "./image-actions.ts";
import { movedOrder } from "./image-order.ts";

/**
 * Moves a picture one place up or down. A plain form carrying the whole new order (so it
 * works without JavaScript); with scripts, `onMove` sends it through the manager's fetcher.
 */
export function MoveImageForm(props: {
  imageId: number;
  index: number;
  order: number[];
  direction: "up" | "down";
  action: string;
  returnTo: string;
  onMove: (imageId: number, direction: "up" | "down", order: number[]) => void;
}) {
  const { imageId, index, order, direction } = props;
  const next = movedOrder(order, index, direction === "up" ? -1 : 1);
  const disabled = next === order;
  return (
    <form
      method="post"
      action={props.action}
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) props.onMove(imageId, direction, next);
      }}
    >
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="order" value={next.join(",")} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <Button
        type="submit"
        id={moveButtonId(imageId, direction)}
        variant="secondary"
        size="sm"
        className="min-h-11 sm:min-h-9"
        disabled={disabled}
      >
        {direction === "up" ? "Move up" : "Move down"}
        <span className="sr-only"> picture {index + 1}</span>
      </Button>
    </form>
  );
}
