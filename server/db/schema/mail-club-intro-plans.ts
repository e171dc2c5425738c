import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * The PayPal plans made for Mail Club offers (decision 041): a plan's first cycles at the intro
 * price, then its regular price. One per set of terms, made the first time a member joins with
 * them and shared by every member and offer with the same terms.
 */
export const mailClubIntroPlans = pgTable(
  "mail_club_intro_plans",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    basePaypalPlanId: text().notNull(),
    regularPriceCents: integer().notNull(),
    introPriceCents: integer().notNull(),
    introIssues: integer().notNull(),
    paypalPlanId: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_club_intro_plans_terms_idx").on(
      t.basePaypalPlanId,
      t.regularPriceCents,
      t.introPriceCents,
      t.introIssues,
    ),
  ],
);
