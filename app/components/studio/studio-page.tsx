import type { ReactNode } from "react";

/**
 * The head of every studio screen: its title (the page's h1), a line of what it is for and the
 * screen's main actions, then the screen itself.
 */
export function StudioPage(props: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold">{props.title}</h1>
          {props.description ? <p className="text-ink-soft">{props.description}</p> : null}
        </div>
        {props.actions ? <div className="flex flex-wrap gap-2">{props.actions}</div> : null}
      </div>
      {props.children}
    </div>
  );
}

/** A titled panel of a studio screen. */
export function StudioPanel(props: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-lg border border-line bg-paper-raised p-4 sm:p-5 ${props.className ?? ""}`}
    >
      {props.title || props.actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {props.title ? <h2 className="text-xl font-semibold">{props.title}</h2> : <span />}
          {props.actions}
        </div>
      ) : null}
      {props.children}
    </section>
  );
}

/** Classes of a studio data table: scrolls sideways on a phone rather than squeezing. */
export const studioTable = {
  wrapper: "overflow-x-auto rounded-lg border border-line bg-paper-raised",
  table: "w-full min-w-[36rem] border-collapse text-left text-sm",
  head: "border-b border-line bg-paper-deep text-xs tracking-wide text-ink-soft uppercase",
  headCell: "px-3 py-2.5 font-semibold",
  row: "border-b border-line last:border-b-0",
  cell: "px-3 py-2.5 align-top",
} as const;

/** The studio table's classes with a minimum width of its own (a literal Tailwind class). */
export function tableClasses(
  minWidth: "min-w-[24rem]" | "min-w-[36rem]" | "min-w-[44rem]" | "min-w-[52rem]" | "min-w-[56rem]",
) {
  return studioTable.table.replace(/\bmin-w-\[[^\]]+\]/, minWidth);
}

/**
 * A studio table's sideways-scrolling frame (phones): named and focusable, so a keyboard can
 * scroll it even when the table holds no link (WCAG 2.1.1). Positioned, so the screen-reader-only
 * texts in its cells (absolutely placed) scroll inside it rather than widening the page.
 */
export function StudioTableFrame(props: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
      tabIndex={0}
      className={`${studioTable.wrapper} relative focus-visible:outline-3 focus-visible:outline-focus`}
    >
      {props.children}
    </section>
  );
}
