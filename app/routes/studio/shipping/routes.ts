import { type RouteConfigEntry, route } from "@react-router/dev/routes";

const at = (file: string) => `routes/studio/shipping/${file}`;

/** The studio's shipping screens, inside the studio layout (paths start with studio/shipping). */
export const shippingRoutes: RouteConfigEntry[] = [
  route("studio/shipping", at("shipping.tsx")),
  route("studio/shipping/zones/new", at("zone-new.tsx")),
  route("studio/shipping/zones/:zoneId", at("zone-edit.tsx")),
  route("studio/shipping/methods/new", at("method-new.tsx")),
  route("studio/shipping/methods/:methodId", at("method-edit.tsx")),
];
