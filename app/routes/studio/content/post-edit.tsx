import { data, Form, redirect, useNavigation } from "react-router";
import { PostCoverPanel } from "#app/components/studio/content/post-cover-panel.tsx";
import { PostDeletePanel } from "#app/components/studio/content/post-delete-panel.tsx";
import { PostFields } from "#app/components/studio/content/post-fields.tsx";
import { PostPublishPanel } from "#app/components/studio/content/post-publish-panel.tsx";
import { BackLink, MissingScreen, Notice } from "#app/components/studio/content/screen-parts.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { replyFor } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { wordsVersion } from "#app/server/words-version.server.ts";
import { coverOf } from "#server/content/blog/blog-post-shape.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { formatLocalDateTime } from "#server/lib/local-date-time.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { deleteBlogPost } from "#server/studio/content/blog/delete-blog-post.ts";
import { getStudioPost } from "#server/studio/content/blog/get-studio-post.ts";
import { postMessages } from "#server/studio/content/blog/post-input.ts";
import { postState } from "#server/studio/content/blog/post-state.ts";
import {
  publishBlogPost,
  readPublicationDate,
} from "#server/studio/content/blog/publish-blog-post.ts";
import { removePostCover } from "#server/studio/content/blog/remove-post-cover.ts";
import { unpublishBlogPost } from "#server/studio/content/blog/unpublish-blog-post.ts";
import { updateBlogPost } from "#server/studio/content/blog/update-blog-post.ts";
import type { Route } from "./+types/post-edit";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.post?.title ?? "Post not found"} — Studio` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.postId);
  const post = id === null ? null : await getStudioPost(db, id);
  if (!post) return data({ post: null }, 404);
  const timeZone = await shopTimeZone(context);
  const state = postState(post);
  const fields = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author ?? "",
    content: post.content,
    coverAlt: post.coverAlt,
  };
  return {
    post: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      fields,
      wordsVersion: wordsVersion(fields),
      state,
      publishedAt: studioTime(timeZone)(post.publishedAt),
      dateValue: formatLocalDateTime(
        state === "draft" ? new Date() : (post.publishedAt ?? new Date()),
        timeZone,
      ),
      cover: coverOf(post, post.title),
    },
    timeZone,
    created: new URL(request.url).searchParams.has("created"),
  };
}

/**
 * intent=save; publish (saves the words too, then publishes on the date given); unpublish;
 * remove-cover; delete (then back to the list).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  const intent = form.intent ?? "save";
  const done = (message: string) => ({ ok: true as const, intent, message });
  return replyTo({ intent, values: form }, async () => {
    const id = parseRowId(params.postId);
    if (id === null) throw new AppError("not_found", postMessages.notFound);
    switch (intent) {
      case "publish": {
        const timeZone = await shopTimeZone(context);
        const publishedAt = readPublicationDate(form.publishedAt, timeZone);
        await updateBlogPost(db, account, id, form);
        await publishBlogPost(db, account, { id, publishedAt });
        return done(publishedAt > new Date() ? "Saved and scheduled." : "Saved and published.");
      }
      case "unpublish":
        await unpublishBlogPost(db, account, id);
        return done("Unpublished: the post is a draft again.");
      case "remove-cover":
        await removePostCover(db, account, id);
        return done("The cover picture was removed.");
      case "delete":
        await deleteBlogPost(db, account, id);
        throw redirect("/studio/content?deleted");
      default:
        await updateBlogPost(db, account, id, form);
        return done("Saved.");
    }
  });
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { post } = loaderData;
  if (!post) {
    return (
      <MissingScreen
        title="Post not found"
        text="This post no longer exists."
        backTo="/studio/content"
        back="Back to the posts"
      />
    );
  }
  // Saving and publishing both send the words: their refusals show in the words' form.
  const wordsReply = replyFor(actionData, "save") ?? replyFor(actionData, "publish");
  const otherReply = wordsReply ? undefined : actionData;
  return (
    <StudioPage
      title={post.title}
      description={`/blog/${post.slug}`}
      actions={<BackLink to="/studio/content">All posts</BackLink>}
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      {loaderData.created && !actionData ? (
        <Notice>Draft saved. Add a cover picture and publish it when it is ready.</Notice>
      ) : null}
      <ReplyAlert reply={otherReply} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <StudioPanel title="Words">
          {/* Multipart: long Markdown is sent at its own size, not URL-encoded (page forms take 64 KB). */}
          <Form
            id="post-form"
            method="post"
            encType="multipart/form-data"
            className="flex flex-col gap-5"
            key={post.wordsVersion}
          >
            <ReplyAlert reply={wordsReply} />
            <PostFields stored={post.fields} reply={wordsReply} />
            <div>
              <Button type="submit" name="intent" value="save" disabled={busy}>
                {busy && navigation.formData?.get("intent") === "save" ? "Saving…" : "Save"}
              </Button>
            </div>
          </Form>
        </StudioPanel>
        <div className="flex flex-col gap-6">
          <PostPublishPanel
            state={post.state}
            slug={post.slug}
            publishedAt={post.publishedAt}
            dateValue={post.dateValue}
            timeZone={loaderData.timeZone}
            formId="post-form"
            reply={actionData}
            busy={busy}
          />
          <PostCoverPanel postId={post.id} cover={post.cover} busy={busy} />
          <PostDeletePanel title={post.title} slug={post.slug} busy={busy} />
        </div>
      </div>
    </StudioPage>
  );
}
