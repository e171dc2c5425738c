import { Link } from "react-router";
import { RowAction } from "#app/components/studio/row-action.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { type ShownTime, When } from "./shown-time.tsx";

export interface InboxRow {
  id: number;
  fullName: string;
  email: string;
  preview: string;
  read: boolean;
  receivedAt: ShownTime | null;
}

const filterLink = (active: boolean) =>
  cx(
    "flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold whitespace-nowrap",
    active
      ? "border-ink bg-ink text-paper-raised"
      : "border-line-strong bg-paper-raised text-ink hover:bg-paper-deep",
  );

/** All messages or the unread ones, as links: each has its own address. */
export function InboxFilter({ unreadOnly }: { unreadOnly: boolean }) {
  return (
    <nav aria-label="Which messages" className="flex gap-1.5">
      <Link
        to="."
        aria-current={unreadOnly ? undefined : "page"}
        className={filterLink(!unreadOnly)}
      >
        All
      </Link>
      <Link
        to="?show=unread"
        aria-current={unreadOnly ? "page" : undefined}
        className={filterLink(unreadOnly)}
      >
        Unread
      </Link>
    </nav>
  );
}

/** The inbox: who wrote, the start of it, when, and Mark read for the new ones. */
export function MessagesTable({ messages, busy }: { messages: InboxRow[]; busy: boolean }) {
  return (
    <StudioTable
      label="Messages"
      minWidth="min-w-[36rem]"
      rows={messages}
      rowKey={(message) => message.id}
      rowClassName={(message) => (message.read ? undefined : "bg-clay-wash")}
      columns={[
        {
          header: "From",
          className: "min-w-44",
          cell: (message) => (
            <>
              <span className={cx("block", !message.read && "font-semibold")}>
                {message.fullName}
              </span>
              <span className="block break-words text-ink-soft">{message.email}</span>
            </>
          ),
        },
        {
          header: "Message",
          className: "max-w-md min-w-60",
          cell: (message) => (
            <>
              <Link
                to={`/studio/content/messages/${message.id}`}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {message.read ? "Read message" : "Read new message"}
                <span className="sr-only"> from {message.fullName}</span>
              </Link>
              <span className="mt-1 block break-words text-ink-soft">{message.preview}</span>
            </>
          ),
        },
        {
          header: "Received",
          className: "whitespace-nowrap",
          cell: (message) => <When time={message.receivedAt} />,
        },
        {
          header: "Read or unread",
          quietHeader: true,
          cell: (message) =>
            message.read ? (
              <Badge variant="outline">Read</Badge>
            ) : (
              <RowAction
                id={message.id}
                intent="read"
                label={`message from ${message.fullName}`}
                variant="secondary"
                disabled={busy}
              >
                Mark read
              </RowAction>
            ),
        },
      ]}
    />
  );
}
