/** A Mail Club issue is named by its month: the issue of January 2027 is mailed in early January. */
export interface IssueMonth {
  readonly year: number;
  /** 1 = January … 12 = December. */
  readonly month: number;
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function issueMonth(year: number, month: number): IssueMonth {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not an issue month: ${year}-${month}`);
  }
  return { year, month };
}

/** The issue `count` months later (earlier when negative), across year ends. */
export function addMonths(issue: IssueMonth, count: number): IssueMonth {
  const index = issue.year * 12 + (issue.month - 1) + count;
  return issueMonth(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1);
}

/** Negative when `a` comes first, 0 for the same month, positive when `b` comes first. */
export function compareIssueMonths(a: IssueMonth, b: IssueMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** 'January 2027', as members read it. */
export function formatIssueMonth(issue: IssueMonth): string {
  return `${monthNames[issue.month - 1]} ${issue.year}`;
}

/** '2027-01': sorts like the months, for storage and URLs. */
export function issueMonthKey(issue: IssueMonth): string {
  return `${String(issue.year).padStart(4, "0")}-${String(issue.month).padStart(2, "0")}`;
}

/** The issue month of a key such as '2027-01', or null when it is not one. */
export function parseIssueMonthKey(key: string): IssueMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? issueMonth(Number(match[1]), month) : null;
}
