import { StudioTable } from "#app/components/studio/studio-table.tsx";

export interface HistoryRow {
  id: number;
  at: string;
  actor: string;
  text: string;
}

/**
 * Everything that happened to the membership, newest first: the member's skips, pauses, plan
 * changes and cancellation, PayPal's failed and recovered payments, and the maker's changes.
 */
export function MemberHistory({ events }: { events: HistoryRow[] }) {
  if (events.length === 0) {
    return <p className="text-ink-soft">Nothing has happened to this membership yet.</p>;
  }
  return (
    <StudioTable
      label="History"
      caption="History"
      minWidth="min-w-[24rem]"
      rows={events}
      rowKey={(event) => event.id}
      columns={[
        {
          header: "When",
          rowHeader: true,
          className: "font-normal whitespace-nowrap",
          cell: (event) => event.at,
        },
        { header: "What", cell: (event) => event.text },
        { header: "Who", className: "break-all", cell: (event) => event.actor },
      ]}
    />
  );
}
