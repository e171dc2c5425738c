import type { ChangeEvent, ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { CloseIcon } from "#app/components/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { SelectChevron } from "#app/components/ui/select.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { FilterCount } from "#server/catalogue/types.ts";

export interface Chip {
  key: string;
  label: string;
  /** The page without this filter. */
  removeHref: string;
}

/** The active filters, each a link to the same page without it. */
export function FilterChips({
  chips,
  clearHref,
  clearLabel = "Clear all",
}: {
  chips: Chip[];
  clearHref?: string;
  clearLabel?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.removeHref}
              preventScrollReset
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-pill border border-clay/40 bg-clay-wash py-1 pr-2 pl-3.5 text-sm font-semibold text-clay-deep transition-colors hover:border-clay hover:bg-clay-tint"
            >
              {chip.label}
              <CloseIcon className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      {clearHref ? (
        <Link
          to={clearHref}
          preventScrollReset
          className="min-h-9 px-2 py-1.5 text-sm font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
        >
          {clearLabel}
        </Link>
      ) : null}
    </div>
  );
}

const pillClasses =
  "inline-flex min-h-10 items-center gap-1.5 rounded-pill border px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors";
const pillIdle =
  "border-line-strong/60 bg-paper-raised text-ink hover:border-ink hover:bg-paper-deep";
const pillActive = "border-sage-deep bg-sage-deep text-paper-raised hover:bg-sage";

export interface PillLink {
  key: string;
  label: string;
  count?: number;
  href: string;
  active: boolean;
}

/** A row of filter links (sub-categories, types); the chosen ones are marked current. */
export function PillRow({ label, pills }: { label: string; pills: PillLink[] }) {
  if (pills.length <= 1) return null;
  return (
    <nav aria-label={label} className="-mx-5 overflow-x-auto px-5 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {pills.map((pill) => (
          <li key={pill.key}>
            <Link
              to={pill.href}
              preventScrollReset
              aria-current={pill.active ? "true" : undefined}
              className={cx(pillClasses, pill.active ? pillActive : pillIdle)}
            >
              {pill.label}
              {pill.count !== undefined ? (
                <span
                  className={cx("text-xs", pill.active ? "text-paper-raised" : "text-ink-soft")}
                >
                  ({pill.count})
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The topic dropdown ('All Topics', emoji, counts). A GET form to the page with its other
 * filters as hidden fields: without JavaScript the 'Apply' button submits it; with
 * JavaScript a change goes straight to the clean URL from `hrefFor`.
 */
export function TopicSelect({
  action,
  hidden,
  topics,
  selected,
  hrefFor,
}: {
  action: string;
  hidden: Record<string, string>;
  topics: FilterCount[];
  selected: string | null;
  hrefFor: (topic: string | null) => string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const known = topics.some((topic) => topic.slug === selected);
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    navigate(hrefFor(event.target.value || null), { preventScrollReset: true });
  }
  return (
    <Form method="get" action={action} className="flex items-end gap-2">
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="topic-select" className="text-sm font-semibold text-ink">
          Topic
        </label>
        <div className="relative">
          <select
            id="topic-select"
            name="topic"
            value={selected ?? ""}
            onChange={onChange}
            className="block min-h-11 w-full min-w-56 appearance-none rounded-md border border-line-strong bg-paper-raised py-2 pr-10 pl-3.5 text-base text-ink hover:border-ink"
          >
            <option value="">All Topics</option>
            {!known && selected ? <option value={selected}>{selected}</option> : null}
            {topics.map((topic) => (
              <option key={topic.slug} value={topic.slug}>
                {topic.emoji ? `${topic.emoji} ` : ""}
                {topic.name} ({topic.count})
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
      </div>
      <button
        type="submit"
        hidden={hydrated}
        className={buttonClasses({ variant: "secondary", size: "md" })}
      >
        Apply
      </button>
    </Form>
  );
}

/** Previous/Next links that keep the filters, shown when there is more than one page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const linkClasses = buttonClasses({ variant: "secondary", size: "md" });
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClasses}>
          Previous
        </Link>
      ) : null}
      <p className="text-sm font-medium text-ink-soft">
        Page {Math.min(page, pageCount)} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClasses}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** The empty state of a listing or search, with a way out. */
export function EmptyResults({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="paper-card mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-12 text-center">
      <span aria-hidden="true" className="tape tape-sage mb-2 w-20 -rotate-3" />
      <p className="font-display text-2xl font-semibold text-ink">{title}</p>
      {children ? <div className="text-ink-soft">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
