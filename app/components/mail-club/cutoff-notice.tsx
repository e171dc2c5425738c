import { timeLeftText } from "#app/components/mail-club/time-left.ts";
import type { joinDeadline } from "#server/mail-club/join-deadline.ts";

export type CutoffData = ReturnType<typeof joinDeadline>;

/** 'Join in the next 4 days, 6 hours to receive the January 2027 issue.' */
export function CutoffNotice({ cutoff }: { cutoff: CutoffData }) {
  return (
    <div className="rounded-md border-l-4 border-clay bg-paper-raised/80 px-4 py-3 shadow-paper">
      <p className="font-semibold text-ink">
        Join in the next <time dateTime={cutoff.cutoffAt}>{timeLeftText(cutoff.msLeft)}</time> to
        receive the {cutoff.issue} issue.
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        Sign-ups for it close at the end of {cutoff.lastDay} ({cutoff.zone} time).
      </p>
    </div>
  );
}
