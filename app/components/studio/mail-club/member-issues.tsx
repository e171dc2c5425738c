import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";

export interface MemberIssueRow {
  key: string;
  issueId: number | null;
  month: string;
  title: string | null;
  state: "mailed" | "frozen" | "coming" | "held";
  /** For an issue still coming: when its list is fixed. */
  cutoff: string | null;
}

const stateText = {
  mailed: "Mailed",
  frozen: "On the final list",
  coming: "Will get it",
  held: "Held unless paid",
} as const;

/** The issues fixed for the member (newest first), led by those they will get if nothing changes. */
export function MemberIssues({ issues }: { issues: MemberIssueRow[] }) {
  if (issues.length === 0) {
    return <p className="text-ink-soft">No issue has gone or is going to this membership.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-line">
      {issues.map((issue) => (
        <li key={issue.key} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
          <div className="flex flex-col">
            {issue.issueId ? (
              <Link
                to={`/studio/mail-club/issues/${issue.issueId}`}
                className="font-semibold text-clay-deep underline underline-offset-4"
              >
                {issue.month}
                {issue.title ? `: ${issue.title}` : ""}
              </Link>
            ) : (
              <span className="font-semibold">{issue.month}</span>
            )}
            {issue.cutoff ? (
              <span className="text-sm text-ink-soft">List fixed after {issue.cutoff}</span>
            ) : null}
          </div>
          <Badge
            variant={
              issue.state === "mailed" ? "sage" : issue.state === "frozen" ? "neutral" : "outline"
            }
          >
            {stateText[issue.state]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
