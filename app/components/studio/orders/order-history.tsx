import { StudioPanel } from "#app/components/studio/studio-page.tsx";

export interface OrderEventView {
  at: string;
  what: string;
  who: string;
}

/** When the order was placed and paid, then each change made to it in the studio and by whom. */
export function OrderHistory(props: {
  events: OrderEventView[];
  formatTime: (iso: string) => string;
}) {
  return (
    <StudioPanel title="History">
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4">
        {props.events.map((event) => (
          <li key={`${event.at}-${event.what}`} className="flex flex-col">
            <span className="font-semibold">{event.what}</span>
            <span className="text-sm text-ink-soft">
              <time dateTime={event.at}>{props.formatTime(event.at)}</time> · {event.who}
            </span>
          </li>
        ))}
      </ol>
    </StudioPanel>
  );
}
