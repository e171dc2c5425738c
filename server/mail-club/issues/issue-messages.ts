import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";

/** What the studio says when it refuses something about an issue. */
export const issueMessages = {
  titleRequired: "Please give the issue a title.",
  titleTooLong: "The title can be at most 120 characters.",
  notesTooLong: "The notes can be at most 5000 characters.",
  notFound: "Issue not found",
  notFrozen: "The mailing list of this issue is not final yet: it is fixed at the issue's cutoff.",
  noCountry: "No country",
} as const;

export function issueExistsMessage(month: IssueMonth) {
  return `The ${formatIssueMonth(month)} issue already exists.`;
}

export function tooEarlyToFreezeMessage(month: IssueMonth) {
  return `The mailing list of the ${formatIssueMonth(month)} issue can be fixed only after its cutoff (the end of the 25th of the month before).`;
}

/**
 * Why some recipients get no label, and what the maker does about it: once the list is
 * fixed, or (`frozen` false) while their address can still change.
 */
export function withoutCountryMessage(count: number, frozen = true) {
  const one = count === 1;
  const who = one ? "1 member's address names" : `${count} members' addresses name`;
  const ask = one ? "ask them" : "ask each";
  return frozen
    ? `${who} no country, so no label is printed for them: ${ask} for it, then address the envelope${one ? "" : "s"} by hand.`
    : `${who} no country: ${ask} for it before the list is fixed at the cutoff, or no label is printed for them.`;
}
