import { z } from "zod";
import { normalizeSearchTerm } from "#server/catalogue/search-term.ts";
import { subscriptionPlan, subscriptionStatus } from "#server/db/schema.ts";

export const MEMBERS_PAGE_SIZE = 25;

/** An unknown value is no filter: a hand-edited address shows the whole list, never an error. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (values as readonly string[]).includes(value ?? "") ? (value as T[number]) : undefined,
    );

/** The members list's filters, from the page's query string. */
export const memberFiltersSchema = z.object({
  status: optionalChoice(subscriptionStatus.enumValues),
  plan: optionalChoice(subscriptionPlan.enumValues),
  /** `arrears`: only members with a payment PayPal could not take and nothing paid since. */
  payments: optionalChoice(["arrears"] as const),
  q: z
    .string()
    .optional()
    .transform((value) => normalizeSearchTerm(value)),
  page: z
    .string()
    .optional()
    .transform((value) => {
      const page = Number(value);
      return Number.isSafeInteger(page) && page >= 1 ? page : 1;
    }),
});
export type MemberFilters = z.output<typeof memberFiltersSchema>;

export function parseMemberFilters(params: URLSearchParams): MemberFilters {
  return memberFiltersSchema.parse({
    status: params.get("status") ?? undefined,
    plan: params.get("plan") ?? undefined,
    payments: params.get("payments") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}
