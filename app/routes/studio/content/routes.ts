import { type RouteConfigEntry, route } from "@react-router/dev/routes";

const file = (name: string) => `routes/studio/content/${name}`;

/** The studio's content screens, inside the studio layout (paths start with studio/content). */
export const contentRoutes: RouteConfigEntry[] = [
  route("studio/content", file("posts.tsx")),
  route("studio/content/posts/new", file("post-new.tsx")),
  route("studio/content/posts/:postId", file("post-edit.tsx")),
  route("studio/content/gallery", file("gallery.tsx")),
  route("studio/content/pages", file("pages.tsx")),
  route("studio/content/pages/about-me", file("about-me.tsx")),
  route("studio/content/pages/banner", file("banner.tsx")),
  route("studio/content/pages/:key", file("page-text-edit.tsx")),
  route("studio/content/messages", file("messages.tsx")),
  route("studio/content/messages/:messageId", file("message.tsx")),
  route("studio/content/newsletter", file("newsletter.tsx")),
  route("studio/content/newsletter/subscribers.csv", file("newsletter-subscribers[.]csv.ts")),
];
