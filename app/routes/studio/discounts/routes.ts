import { type RouteConfigEntry, route } from "@react-router/dev/routes";

const at = (file: string) => `routes/studio/discounts/${file}`;

/** The studio's discounts (issue 43), inside the studio layout. */
export const discountsRoutes: RouteConfigEntry[] = [
  route("studio/discounts", at("discounts.tsx")),
  route("studio/discounts/new", at("discount-new.tsx")),
  route("studio/discounts/report.csv", at("report[.]csv.ts")),
  route("studio/discounts/:discountId", at("discount-edit.tsx")),
  route("studio/discounts/:discountId/codes.csv", at("codes[.]csv.ts")),
];
