import { Link } from "react-router";
import { MemberStatusBadge } from "#app/components/studio/mail-club/status-badges.tsx";
import {
  StudioTableFrame,
  studioTable,
  tableClasses,
} from "#app/components/studio/studio-page.tsx";

export interface MemberRow {
  id: number;
  name: string;
  email: string;
  plan: string;
  status: Parameters<typeof MemberStatusBadge>[0]["status"];
  memberSince: string | null;
  nextPayment: string | null;
  firstIssue: string | null;
}

/** An empty cell, drawn as a dash and read as 'none'. */
export const noValue = (
  <>
    <span aria-hidden="true" className="text-ink-soft">
      —
    </span>
    <span className="sr-only">none</span>
  </>
);

export function MembersTable({ members }: { members: MemberRow[] }) {
  return (
    <StudioTableFrame label="Members">
      <table className={tableClasses("min-w-[52rem]")}>
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={studioTable.headCell}>
              Name
            </th>
            <th scope="col" className={studioTable.headCell}>
              E-mail
            </th>
            <th scope="col" className={studioTable.headCell}>
              Plan
            </th>
            <th scope="col" className={studioTable.headCell}>
              Status
            </th>
            <th scope="col" className={studioTable.headCell}>
              Member since
            </th>
            <th scope="col" className={studioTable.headCell}>
              Next payment
            </th>
            <th scope="col" className={studioTable.headCell}>
              First issue
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className={studioTable.row}>
              <th scope="row" className={`${studioTable.cell} font-semibold`}>
                <Link
                  to={`/studio/mail-club/members/${member.id}`}
                  className="inline-flex min-h-6 items-center text-clay-deep underline underline-offset-4"
                >
                  {member.name || member.email}
                </Link>
              </th>
              <td className={`${studioTable.cell} whitespace-nowrap`}>{member.email}</td>
              <td className={studioTable.cell}>{member.plan}</td>
              <td className={studioTable.cell}>
                <MemberStatusBadge status={member.status} />
              </td>
              <td className={`${studioTable.cell} whitespace-nowrap`}>
                {member.memberSince ?? noValue}
              </td>
              <td className={`${studioTable.cell} whitespace-nowrap`}>
                {member.nextPayment ?? noValue}
              </td>
              <td className={`${studioTable.cell} whitespace-nowrap`}>
                {member.firstIssue ?? noValue}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
