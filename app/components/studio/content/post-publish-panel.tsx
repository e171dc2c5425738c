import { Form, Link } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, type FormReply, replyFor, typedOr } from "#app/forms/form-reply.ts";
import type { PostState } from "#server/studio/content/blog/post-state.ts";
import { PostStateBadge } from "./post-state-badge.tsx";
import { type ShownTime, When } from "./shown-time.tsx";

/**
 * Whether the post is on the blog, and from when: a draft is published on the date chosen
 * (now, or later to schedule it); a published post can move its date or go back to a draft.
 * The date and the Publish button belong to the words' form (`formId`), so publishing saves
 * what was typed too.
 */
export function PostPublishPanel(props: {
  state: PostState;
  slug: string;
  publishedAt: ShownTime | null;
  /** The date field's value: the post's date, or now, on the shop's clocks. */
  dateValue: string;
  timeZone: string;
  formId: string;
  reply?: FormReply;
  busy: boolean;
}) {
  const reply = replyFor(props.reply, "publish");
  const isDraft = props.state === "draft";
  return (
    <StudioPanel title="Publishing" actions={<PostStateBadge state={props.state} />}>
      <div className="flex flex-col gap-4">
        {isDraft ? (
          <p className="text-ink-soft">A draft: only the studio sees it.</p>
        ) : (
          <p>
            {props.state === "scheduled" ? "Shows on the blog from " : "On the blog since "}
            <When time={props.publishedAt} />.{" "}
            {props.state === "published" ? (
              <Link
                to={`/blog/${props.slug}`}
                className="font-semibold text-clay-deep underline underline-offset-4"
              >
                View on the blog
              </Link>
            ) : null}
          </p>
        )}
        <div className="flex flex-col gap-3">
          <Input
            form={props.formId}
            type="datetime-local"
            name="publishedAt"
            label="Publication date"
            defaultValue={typedOr(reply, "publishedAt", props.dateValue)}
            error={errorOf(reply, "publishedAt")}
            hint={`Shop time (${props.timeZone}). A date still to come schedules the post.`}
          />
          <div>
            <Button
              type="submit"
              form={props.formId}
              name="intent"
              value="publish"
              disabled={props.busy}
            >
              {isDraft ? "Publish" : "Save and change the date"}
            </Button>
          </div>
        </div>
        {isDraft ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="unpublish" />
            <Button type="submit" variant="secondary" disabled={props.busy}>
              Unpublish
            </Button>
          </Form>
        )}
      </div>
    </StudioPanel>
  );
}
