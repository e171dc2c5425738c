import { Form } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogTrigger } from "#app/components/ui/dialog.tsx";

/** Duplicate, and archive or unarchive: one small form each, posted to the edit screen. */
export function ProductHeaderActions(props: { isActive: boolean; shopHref: string | null }) {
  return (
    <>
      {props.shopHref ? (
        <a
          href={props.shopHref}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: "ghost" })}
        >
          View in shop<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="duplicate" />
        <Button type="submit" variant="secondary">
          Duplicate
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value={props.isActive ? "archive" : "unarchive"} />
        <Button type="submit" variant="secondary">
          {props.isActive ? "Archive" : "Unarchive"}
        </Button>
      </Form>
    </>
  );
}

/**
 * Deleting for good, only for a product nobody ordered, after a question; a product with
 * orders says it can only be archived.
 */
export function ProductDeletePanel(props: { title: string; orderCount: number }) {
  return (
    <StudioPanel title="Delete">
      {props.orderCount > 0 ? (
        <p className="text-ink-soft">
          This product is on {props.orderCount} {props.orderCount === 1 ? "order" : "orders"} or
          memberships, so it can't be deleted. Archive it to take it out of the shop.
        </p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-soft">
            Nobody has ordered it yet, so it can be deleted for good. To keep it but take it out of
            the shop, archive it instead.
          </p>
          <DialogTrigger dialogId="delete-product" variant="destructive">
            Delete product
          </DialogTrigger>
          <Dialog id="delete-product" title={`Delete “${props.title}”?`}>
            <p>It disappears from the studio and the shop. This can't be undone.</p>
            <Form method="post" className="mt-5 flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="destructive">
                Delete for good
              </Button>
            </Form>
          </Dialog>
        </div>
      )}
    </StudioPanel>
  );
}
