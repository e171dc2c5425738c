import { type RouteConfigEntry, route } from "@react-router/dev/routes";

const at = (file: string) => `routes/studio/mail-club/${file}`;

/** The studio's mail-club screens, inside the studio layout (paths start with studio/mail-club). */
export const mailClubRoutes: RouteConfigEntry[] = [
  route("studio/mail-club", at("members.tsx")),
  route("studio/mail-club/overview", at("overview.tsx")),
  route("studio/mail-club/history.csv", at("history[.]csv.ts")),
  route("studio/mail-club/members/:subscriptionId", at("member.tsx")),
  route("studio/mail-club/issues", at("issues.tsx")),
  route("studio/mail-club/gifts", at("gifts.tsx")),
  route("studio/mail-club/issues/new", at("issue-new.tsx")),
  route("studio/mail-club/issues/:issueId", at("issue.tsx")),
  route("studio/mail-club/issues/:issueId/customs", at("issue-customs.tsx")),
  // The mailing documents, downloaded (resource routes: no page of their own).
  route("studio/mail-club/issues/:issueId/mailing-list.csv", at("mailing-list[.]csv.ts")),
  route("studio/mail-club/issues/:issueId/labels.pdf", at("labels[.]pdf.ts")),
  route("studio/mail-club/issues/:issueId/packing-list.txt", at("packing-list[.]txt.ts")),
  route("studio/mail-club/issues/:issueId/packing-list.pdf", at("packing-list[.]pdf.ts")),
  route("studio/mail-club/issues/:issueId/customs.csv", at("customs[.]csv.ts")),
];
