import { type ShownTime, When } from "#app/components/studio/content/shown-time.tsx";
import { RowAction } from "#app/components/studio/row-action.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { OutboxStatus } from "#server/studio/outbox/list-outbox-emails.ts";

export interface OutboxRow {
  id: number;
  template: string;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: ShownTime | null;
  /** Sent: when; pending: the next try; failed: none. */
  when: ShownTime | null;
}

const statusLooks: Record<OutboxStatus, { label: string; variant: "sage" | "neutral" | "solid" }> =
  {
    sent: { label: "Sent", variant: "sage" },
    pending: { label: "Pending", variant: "neutral" },
    failed: { label: "Failed", variant: "solid" },
  };

/** The outbox's e-mails: who, what, how it went, and Retry for the ones given up on. */
export function OutboxTable(props: { emails: OutboxRow[]; sending: boolean; busy: boolean }) {
  return (
    <StudioTable
      label="E-mails"
      minWidth="min-w-[56rem]"
      rows={props.emails}
      rowKey={(email) => email.id}
      columns={[
        {
          header: "Queued",
          className: "whitespace-nowrap",
          cell: (email) => <When time={email.createdAt} />,
        },
        { header: "To", className: "min-w-48 break-words", cell: (email) => email.toAddress },
        {
          header: "Subject",
          cell: (email) => (
            <>
              <span className="block">{email.subject}</span>
              <span className="block font-mono text-xs text-ink-soft">{email.template}</span>
            </>
          ),
        },
        {
          header: "Status",
          cell: (email) => (
            <Badge variant={statusLooks[email.status].variant}>
              {statusLooks[email.status].label}
            </Badge>
          ),
        },
        { header: "Attempts", className: "tabular-nums", cell: (email) => email.attempts },
        {
          header: "Last error",
          className: "max-w-xs break-words text-ink-soft",
          cell: (email) => email.lastError ?? "—",
        },
        {
          header: "Sent or next try",
          className: "whitespace-nowrap",
          cell: (email) =>
            email.status === "failed" ? (
              "Given up"
            ) : email.status === "pending" && !props.sending ? (
              "Once SMTP_URL is set"
            ) : (
              <When time={email.when} />
            ),
        },
        {
          header: "Actions",
          quietHeader: true,
          cell: (email) =>
            email.status === "failed" ? (
              <RowAction
                id={email.id}
                intent="retry"
                label={`${email.subject} to ${email.toAddress}`}
                disabled={props.busy}
              >
                Retry
              </RowAction>
            ) : null,
        },
      ]}
    />
  );
}
