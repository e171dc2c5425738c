import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The studio's tax screens (decision 042), inside the studio layout. */
export const taxRoutes: RouteConfigEntry[] = [
  route("studio/tax", "routes/studio/tax/tax.tsx"),
  route("studio/tax/reports", "routes/studio/tax/reports.tsx"),
  route("studio/tax/report.csv", "routes/studio/tax/report[.]csv.ts"),
  route("studio/tax/oss.csv", "routes/studio/tax/oss[.]csv.ts"),
];
