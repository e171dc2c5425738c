import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The studio's settings screens, inside the studio layout (paths start with studio/settings). */
export const settingsRoutes: RouteConfigEntry[] = [
  route("studio/settings", "routes/studio/settings/settings.tsx"),
  route("studio/settings/countries", "routes/studio/settings/countries.tsx"),
];
