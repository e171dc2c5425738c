import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The studio's outbox screens, inside the studio layout (paths start with studio/outbox). */
export const outboxRoutes: RouteConfigEntry[] = [
  route("studio/outbox", "routes/studio/outbox/outbox.tsx"),
];
