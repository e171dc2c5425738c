import { Link } from "react-router";
import { postHref } from "#app/components/blog/post-path.ts";
import type { SocialLink } from "#app/components/layout/shell-data.ts";
import { SocialLinks } from "#app/components/layout/social-links.tsx";

/** The blog's sidebar (spec §2): the follow box and 'Popular Posts'. */
export function BlogSidebar({
  socialLinks,
  popular,
  popularFailed,
}: {
  socialLinks: SocialLink[];
  popular: { slug: string; title: string }[];
  popularFailed: boolean;
}) {
  return (
    <aside aria-label="About the blog" className="flex flex-col gap-6">
      <section
        aria-labelledby="follow-title"
        className="paper-card relative flex flex-col gap-3 p-5"
      >
        <span
          aria-hidden="true"
          className="tape tape-sage absolute -top-2.5 left-6 w-20 -rotate-3"
        />
        <h2 id="follow-title" className="text-xl font-semibold">
          Follow Along
        </h2>
        <p className="text-ink-soft">
          Sneak peeks of new designs, behind-the-scenes moments from the studio and banner reveals:
          come say hello.
        </p>
        {socialLinks.length > 0 ? (
          <SocialLinks links={socialLinks} showLabels className="-ml-3 flex-wrap" />
        ) : null}
      </section>
      <section aria-labelledby="popular-title" className="paper-card flex flex-col gap-3 p-5">
        <h2 id="popular-title" className="text-xl font-semibold">
          Popular Posts
        </h2>
        {popularFailed ? (
          <p className="text-ink-soft">Unable to load posts</p>
        ) : popular.length === 0 ? (
          <p className="text-ink-soft">No posts available</p>
        ) : (
          <ol className="flex flex-col gap-1">
            {popular.map((post) => (
              <li key={post.slug}>
                <Link
                  to={postHref(post.slug)}
                  prefetch="intent"
                  className="block rounded-sm py-1.5 font-medium leading-snug text-ink underline decoration-line underline-offset-4 hover:text-clay-deep hover:decoration-clay"
                >
                  {post.title}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </aside>
  );
}
