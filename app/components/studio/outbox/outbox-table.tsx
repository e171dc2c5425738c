import { Form } from "react-router";
import { type ShownTime, When } from "#app/components/studio/content/shown-time.tsx";
import { StudioTableFrame, studioTable } from "#app/components/studio/studio-page.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
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
    <StudioTableFrame label="E-mails">
      <table className={`${studioTable.table} min-w-[56rem]`}>
        <thead className={studioTable.head}>
          <tr>
            <th className={studioTable.headCell}>Queued</th>
            <th className={studioTable.headCell}>To</th>
            <th className={studioTable.headCell}>Subject</th>
            <th className={studioTable.headCell}>Status</th>
            <th className={studioTable.headCell}>Attempts</th>
            <th className={studioTable.headCell}>Last error</th>
            <th className={studioTable.headCell}>Sent or next try</th>
            <th className={studioTable.headCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.emails.map((email) => (
            <tr key={email.id} className={studioTable.row}>
              <td className={`${studioTable.cell} whitespace-nowrap`}>
                <When time={email.createdAt} />
              </td>
              <td className={`${studioTable.cell} min-w-48 break-words`}>{email.toAddress}</td>
              <td className={studioTable.cell}>
                <span className="block">{email.subject}</span>
                <span className="block font-mono text-xs text-ink-soft">{email.template}</span>
              </td>
              <td className={studioTable.cell}>
                <Badge variant={statusLooks[email.status].variant}>
                  {statusLooks[email.status].label}
                </Badge>
              </td>
              <td className={`${studioTable.cell} tabular-nums`}>{email.attempts}</td>
              <td className={`${studioTable.cell} max-w-xs break-words text-ink-soft`}>
                {email.lastError ?? "—"}
              </td>
              <td className={`${studioTable.cell} whitespace-nowrap`}>
                {email.status === "failed" ? (
                  "Given up"
                ) : email.status === "pending" && !props.sending ? (
                  "Once SMTP_URL is set"
                ) : (
                  <When time={email.when} />
                )}
              </td>
              <td className={studioTable.cell}>
                {email.status === "failed" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={email.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="retry"
                      size="sm"
                      className="min-h-11"
                      disabled={props.busy}
                    >
                      Retry
                      <span className="sr-only">
                        : {email.subject} to {email.toAddress}
                      </span>
                    </Button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
