import { Link } from "react-router";
import type { IssueAbsence } from "#server/db/schema.ts";

export interface AbsenteeRow {
  /** A member's subscription; null for a gift. */
  subscriptionId: number | null;
  /** A gift whose recipient skipped the issue; null for a member. */
  giftId: number | null;
  name: string;
  email: string | null;
  reason: IssueAbsence;
}

const groups: { reason: IssueAbsence; title: string; note: string }[] = [
  {
    reason: "skipped",
    title: "Skipped",
    note: "They skipped this issue and pay nothing for it; a gift's skip makes it end one issue later.",
  },
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

/** Where an absentee's row leads: the member's page, or the gifts' list for a gift. */
function absenteeLink(absentee: AbsenteeRow) {
  return absentee.giftId === null
    ? {
        key: `m${absentee.subscriptionId}`,
        to: `/studio/mail-club/members/${absentee.subscriptionId}`,
      }
    : { key: `g${absentee.giftId}`, to: "/studio/mail-club/gifts" };
}

/** The members and gifts left off an issue, apart from its list, grouped by why. */
export function IssueAbsentees({ absentees }: { absentees: AbsenteeRow[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {groups.map(({ reason, title, note }) => {
        const rows = absentees.filter((absentee) => absentee.reason === reason);
        return (
          <section key={reason} aria-labelledby={`absent-${reason}`}>
            <h3 id={`absent-${reason}`} className="font-semibold">
              {title} ({rows.length})
            </h3>
            <p className="text-sm text-ink-soft">{note}</p>
            {rows.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1">
                {rows.map((absentee) => {
                  const link = absenteeLink(absentee);
                  return (
                    <li key={link.key}>
                      <Link
                        to={link.to}
                        className="inline-flex min-h-6 items-center text-clay-deep underline underline-offset-4"
                      >
                        {absentee.name || absentee.email}
                      </Link>
                      {absentee.giftId === null ? null : (
                        <span className="text-sm text-ink-soft"> (gift)</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
