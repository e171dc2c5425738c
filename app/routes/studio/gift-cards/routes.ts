import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The studio's gift card screens (decision 043), inside the studio layout. */
export const giftCardRoutes: RouteConfigEntry[] = [
  route("studio/gift-cards", "routes/studio/gift-cards/gift-cards.tsx"),
  route("studio/gift-cards/report.csv", "routes/studio/gift-cards/report[.]csv.ts"),
  route("studio/gift-cards/:giftCardId", "routes/studio/gift-cards/gift-card.tsx"),
];
