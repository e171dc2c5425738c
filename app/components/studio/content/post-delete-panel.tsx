import { ConfirmDialog } from "#app/components/studio/confirm-dialog.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";

/** Deleting a post, asked first: its address will show 'page not found'. */
export function PostDeletePanel(props: { title: string; slug: string; busy: boolean }) {
  return (
    <StudioPanel title="Delete">
      <p className="mb-3 text-ink-soft">Deleting takes the post off the blog for good.</p>
      <ConfirmDialog
        id="delete-post"
        triggerSize="sm"
        trigger="Delete post"
        title="Delete this post?"
        confirm="Delete post"
        keep="Keep the post"
        fields={{ intent: "delete" }}
        busy={props.busy}
      >
        <p>
          “{props.title}” will be deleted, and its address /blog/{props.slug} will show “page not
          found”. This cannot be undone.
        </p>
      </ConfirmDialog>
    </StudioPanel>
  );
}
