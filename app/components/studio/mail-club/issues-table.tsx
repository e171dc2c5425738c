import { Link } from "react-router";
import {
  IssueStateBadge,
  type IssueStateName,
} from "#app/components/studio/mail-club/status-badges.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";

export interface IssueRow {
  id: number;
  month: string;
  title: string;
  state: IssueStateName;
  cutoff: string;
  recipients: number;
}

/** The issues, newest month first: where each stands and how many envelopes it makes. */
export function IssuesTable({ issues }: { issues: IssueRow[] }) {
  return (
    <StudioTable
      label="Issues"
      minWidth="min-w-[44rem]"
      rows={issues}
      rowKey={(issue) => issue.id}
      columns={[
        {
          header: "Issue",
          rowHeader: true,
          className: "font-normal",
          cell: (issue) => (
            <>
              <Link
                to={`/studio/mail-club/issues/${issue.id}`}
                className="font-semibold text-clay-deep underline underline-offset-4"
              >
                {issue.month}
              </Link>
              <span className="block text-ink-soft">{issue.title}</span>
            </>
          ),
        },
        { header: "Status", cell: (issue) => <IssueStateBadge state={issue.state} /> },
        { header: "Cutoff", cell: (issue) => issue.cutoff },
        {
          header: "Recipients",
          align: "right",
          className: "tabular-nums",
          cell: (issue) => (
            <>
              {issue.recipients}
              {issue.state === "open" ? (
                <span className="block text-xs text-ink-soft">so far</span>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
