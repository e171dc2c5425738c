import { cx } from "#app/components/ui/cx.ts";
import type { Personalisation } from "#server/db/schema.ts";

/**
 * A line's personalisation, "Banner text: Happy 30th, Mina! 🎉", each answer exactly as the
 * buyer typed it: spaces kept, and a right-to-left text isolated so it reads in its own
 * direction without turning the label around. Nothing for an ordinary line.
 */
export function PersonalisationList(props: {
  personalisation: Personalisation;
  className?: string;
}) {
  if (props.personalisation.length === 0) return null;
  return (
    <dl className={cx("flex flex-col gap-0.5 text-sm", props.className)}>
      {props.personalisation.map(({ label, value }) => (
        <div key={label} className="flex flex-wrap gap-x-1.5">
          <dt className="text-ink-soft">{label}:</dt>{" "}
          <dd className="min-w-0 font-medium break-words whitespace-pre-wrap text-ink">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
