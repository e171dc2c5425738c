import { Link } from "react-router";
import { MemberStatusBadge } from "#app/components/studio/mail-club/status-badges.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";

export interface MemberRow {
  id: number;
  name: string;
  email: string;
  plan: string;
  status: Parameters<typeof MemberStatusBadge>[0]["status"];
  memberSince: string | null;
  nextPayment: string | null;
  firstIssue: string | null;
  inArrearsSince: string | null;
  /** Why a cancelled member left, when they said. */
  cancelReason: string | null;
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
    <StudioTable
      label="Members"
      minWidth="min-w-[52rem]"
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        {
          header: "Name",
          rowHeader: true,
          className: "font-semibold",
          cell: (member) => (
            <Link
              to={`/studio/mail-club/members/${member.id}`}
              className="inline-flex min-h-6 items-center text-clay-deep underline underline-offset-4"
            >
              {member.name || member.email}
            </Link>
          ),
        },
        { header: "E-mail", className: "whitespace-nowrap", cell: (member) => member.email },
        { header: "Plan", cell: (member) => member.plan },
        {
          header: "Status",
          // The arrears and the reason go under the badge, so the table grows no wider for them.
          cell: (member) => (
            <div className="flex flex-col items-start gap-1">
              <MemberStatusBadge status={member.status} />
              {member.inArrearsSince ? (
                <span className="text-sm font-semibold whitespace-nowrap text-danger">
                  In arrears since {member.inArrearsSince}
                </span>
              ) : null}
              {member.cancelReason ? (
                <span className="max-w-48 text-sm break-words text-ink-soft">
                  <span className="sr-only">Cancel reason: </span>
                  {member.cancelReason}
                </span>
              ) : null}
            </div>
          ),
        },
        {
          header: "Member since",
          className: "whitespace-nowrap",
          cell: (member) => member.memberSince ?? noValue,
        },
        {
          header: "Next payment",
          className: "whitespace-nowrap",
          cell: (member) => member.nextPayment ?? noValue,
        },
        {
          header: "First issue",
          className: "whitespace-nowrap",
          cell: (member) => member.firstIssue ?? noValue,
        },
      ]}
    />
  );
}
