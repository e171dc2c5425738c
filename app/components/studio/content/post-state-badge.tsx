import { Badge } from "#app/components/ui/badge.tsx";
import type { PostState } from "#server/studio/content/blog/post-state.ts";

const looks: Record<PostState, { label: string; variant: "neutral" | "sage" | "accent" }> = {
  draft: { label: "Draft", variant: "neutral" },
  published: { label: "Published", variant: "sage" },
  scheduled: { label: "Scheduled", variant: "accent" },
};

export function PostStateBadge({ state }: { state: PostState }) {
  const look = looks[state];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
