/** A time as the loaders send it: words in the shop's time zone and the exact instant. */
export interface ShownTime {
  text: string;
  iso: string;
}

/** A time a loader formatted, as a <time> element; a dash when there is none. */
export function When({ time, empty = "—" }: { time: ShownTime | null; empty?: string }) {
  if (!time) return <span className="text-ink-soft">{empty}</span>;
  return <time dateTime={time.iso}>{time.text}</time>;
}
