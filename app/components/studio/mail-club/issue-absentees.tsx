import { Link } from "react-router";
import type { IssueAbsence } from "#server/db/schema.ts";

export interface AbsenteeRow {
  subscriptionId: number;
  name: string;
  email: string;
  reason: IssueAbsence;
}

const groups: { reason: IssueAbsence; title: string; note: string }[] = [
  { reason: "skipped", title: "Skipped", note: "They skipped this issue and pay nothing for it." },
  {
    reason: "paused",
    title: "Paused",
    note: "Their pause covers this issue; they pay nothing for it.",
  },
  {
    reason: "held",
    title: "Held for payment",
    note: "PayPal could not take their payment. They are put back on this issue by themselves if they pay before it is mailed.",
  },
];

/** The members left off an issue, apart from its list, grouped by why. */
export function IssueAbsentees({ absentees }: { absentees: AbsenteeRow[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {groups.map(({ reason, title, note }) => {
        const members = absentees.filter((absentee) => absentee.reason === reason);
        return (
          <section key={reason} aria-labelledby={`absent-${reason}`}>
            <h3 id={`absent-${reason}`} className="font-semibold">
              {title} ({members.length})
            </h3>
            <p className="text-sm text-ink-soft">{note}</p>
            {members.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1">
                {members.map((member) => (
                  <li key={member.subscriptionId}>
                    <Link
                      to={`/studio/mail-club/members/${member.subscriptionId}`}
                      className="inline-flex min-h-6 items-center text-clay-deep underline underline-offset-4"
                    >
                      {member.name || member.email}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
