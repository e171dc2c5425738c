import { Link } from "react-router";
import {
  IssueStateBadge,
  type IssueStateName,
} from "#app/components/studio/mail-club/status-badges.tsx";
import {
  StudioTableFrame,
  studioTable,
  tableClasses,
} from "#app/components/studio/studio-page.tsx";

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
    <StudioTableFrame label="Issues">
      <table className={tableClasses("min-w-[44rem]")}>
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={studioTable.headCell}>
              Issue
            </th>
            <th scope="col" className={studioTable.headCell}>
              Status
            </th>
            <th scope="col" className={studioTable.headCell}>
              Cutoff
            </th>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Recipients
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id} className={studioTable.row}>
              <th scope="row" className={`${studioTable.cell} font-normal`}>
                <Link
                  to={`/studio/mail-club/issues/${issue.id}`}
                  className="font-semibold text-clay-deep underline underline-offset-4"
                >
                  {issue.month}
                </Link>
                <span className="block text-ink-soft">{issue.title}</span>
              </th>
              <td className={studioTable.cell}>
                <IssueStateBadge state={issue.state} />
              </td>
              <td className={studioTable.cell}>{issue.cutoff}</td>
              <td className={`${studioTable.cell} text-right tabular-nums`}>
                {issue.recipients}
                {issue.state === "open" ? (
                  <span className="block text-xs text-ink-soft">so far</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
