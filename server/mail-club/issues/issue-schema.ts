import { z } from "zod";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";

/** The title and notes the maker gives an issue. */
export const issueDetailsSchema = z.object({
  title: z
    .string({ error: issueMessages.titleRequired })
    .trim()
    .min(1, issueMessages.titleRequired)
    .max(120, issueMessages.titleTooLong),
  notes: z.string().trim().max(5000, issueMessages.notesTooLong).default(""),
});
export type IssueDetails = z.input<typeof issueDetailsSchema>;
