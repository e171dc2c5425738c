import { Form, redirect, useNavigation } from "react-router";
import { PostFields } from "#app/components/studio/content/post-fields.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { createBlogPost } from "#server/studio/content/blog/create-blog-post.ts";
import type { Route } from "./+types/post-new";

export function meta() {
  return [{ title: "New post — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  return null;
}

/** Saves the new post as a draft and opens it, where its cover and publishing are. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  return replyTo({ intent: "save", values: form }, async () => {
    const { id } = await createBlogPost(db, account, form);
    throw redirect(`/studio/content/posts/${id}?created`);
  });
}

const empty = { title: "", slug: "", excerpt: "", author: "", content: "", coverAlt: "" };

export default function NewPost({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <StudioPage
      title="New post"
      description="Saved as a draft: add a cover picture and publish it on the next screen."
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      <StudioPanel>
        {/* Multipart: long Markdown is sent at its own size, not URL-encoded (page forms take 64 KB). */}
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-5">
          <ReplyAlert reply={actionData} />
          <PostFields stored={empty} reply={actionData} />
          <div>
            <SubmitButton busy={busy} busyLabel="Saving…" compact>
              Save draft
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
    </StudioPage>
  );
}
