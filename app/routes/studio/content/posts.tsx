import { Link } from "react-router";
import { PostStateBadge } from "#app/components/studio/content/post-state-badge.tsx";
import { Notice } from "#app/components/studio/content/screen-parts.tsx";
import { When } from "#app/components/studio/content/shown-time.tsx";
import { contentTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { pageHref, StudioPager } from "#app/components/studio/studio-pager.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { shopTimeZone, studioTime } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { listStudioPosts } from "#server/studio/content/blog/list-studio-posts.ts";
import { postState } from "#server/studio/content/blog/post-state.ts";
import type { Route } from "./+types/posts";

export function meta() {
  return [{ title: "Blog posts — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const page = Math.min(Number(url.searchParams.get("page")) || 1, 10_000);
  const time = studioTime(await shopTimeZone(context));
  const list = await listStudioPosts(db, { page });
  return {
    posts: list.posts.map((post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      author: post.author,
      state: postState(post),
      publishedAt: time(post.publishedAt),
      updatedAt: time(post.updatedAt),
      thumbnail: post.coverVariants?.thumbnail.webp ?? null,
    })),
    page: list.page,
    pageCount: list.pageCount,
    deleted: url.searchParams.has("deleted"),
  };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, deleted } = loaderData;
  return (
    <StudioPage
      title="Content"
      description="The blog, the gallery, the shop's own words, visitors' messages and the newsletter list."
      actions={<LinkButton to="/studio/content/posts/new">New post</LinkButton>}
    >
      <StudioTabs label="Content" tabs={contentTabs} />
      {deleted ? <Notice>The post was deleted.</Notice> : null}
      <h2 className="text-xl font-semibold">Blog posts</h2>
      {posts.length === 0 ? (
        <p className="text-ink-soft">No blog posts yet. Write the first one with “New post”.</p>
      ) : (
        <StudioTable
          label="Blog posts"
          minWidth="min-w-[36rem]"
          rows={posts}
          rowKey={(post) => post.id}
          columns={[
            {
              header: "Cover",
              quietHeader: true,
              className: "w-20 min-w-20",
              cell: (post) =>
                post.thumbnail ? (
                  <img
                    src={post.thumbnail}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                    className="h-12 w-16 max-w-none rounded-sm border border-line bg-paper-deep object-cover"
                  />
                ) : (
                  <span className="block h-12 w-16 rounded-sm border border-dashed border-line" />
                ),
            },
            {
              header: "Title",
              rowHeader: true,
              className: "min-w-56 font-normal",
              cell: (post) => (
                <>
                  <Link
                    to={`/studio/content/posts/${post.id}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {post.title}
                  </Link>
                  <span className="block text-ink-soft">/blog/{post.slug}</span>
                </>
              ),
            },
            { header: "Status", cell: (post) => <PostStateBadge state={post.state} /> },
            {
              header: "Published",
              className: "whitespace-nowrap",
              cell: (post) => <When time={post.state === "draft" ? null : post.publishedAt} />,
            },
            {
              header: "Last edited",
              className: "whitespace-nowrap",
              cell: (post) => <When time={post.updatedAt} />,
            },
          ]}
        />
      )}
      <StudioPager
        page={page}
        pageCount={pageCount}
        href={(to) => pageHref("", to)}
        label="Pages of posts"
        previous="Newer posts"
        next="Older posts"
      />
    </StudioPage>
  );
}
