import type { ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";

const tapes = { clay: "tape-clay", sage: "tape-sage", mustard: "tape-mustard", rose: "" } as const;

/** One card of the account screen: a taped paper card with a heading and an optional action. */
export function AccountSection(props: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tape?: keyof typeof tapes;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className={cx("paper-card relative px-5 pt-7 pb-6 sm:px-7", props.className)}
    >
      <span
        aria-hidden="true"
        className={cx("tape absolute -top-2.5 left-8 w-20 -rotate-2", tapes[props.tape ?? "rose"])}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={`${props.id}-title`} className="text-2xl font-semibold">
            {props.title}
          </h2>
          {props.description ? <p className="text-sm text-ink-soft">{props.description}</p> : null}
        </div>
        {props.action}
      </div>
      <div className="mt-5">{props.children}</div>
    </section>
  );
}

/** One fact of a card's list (a `<dl>`): a small heading and its value. */
export function AccountDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
