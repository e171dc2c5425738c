import { z } from "zod";
import { wallClockOf } from "#server/lib/zoned-time.ts";
import {
  compareIssueMonths,
  type IssueMonth,
  issueMonth,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import { issueDetailsSchema } from "#server/mail-club/issues/issue-schema.ts";
import {
  mailClubStudioMessages,
  monthInPastMessage,
} from "#server/mail-club/studio/mail-club-studio-messages.ts";

/** The month whose issue is mailed now, by the shop's clock. */
export function currentIssueMonth(now: Date, timeZone: string): IssueMonth {
  const local = wallClockOf(now, timeZone);
  return issueMonth(local.year, local.month);
}

/** A new issue as the studio's form sends it: 'YYYY-MM', this month or later, a title, notes. */
export function newIssueSchema(options: { now: Date; timeZone: string }) {
  const current = currentIssueMonth(options.now, options.timeZone);
  const month = z
    .string({ error: mailClubStudioMessages.monthRequired })
    .trim()
    .min(1, mailClubStudioMessages.monthRequired)
    .transform((key, ctx) => {
      const parsed = parseIssueMonthKey(key);
      if (!parsed) {
        ctx.addIssue({ code: "custom", message: mailClubStudioMessages.monthInvalid });
        return z.NEVER;
      }
      if (compareIssueMonths(parsed, current) < 0) {
        ctx.addIssue({ code: "custom", message: monthInPastMessage(current) });
        return z.NEVER;
      }
      return parsed;
    });
  return issueDetailsSchema.extend({ month });
}
