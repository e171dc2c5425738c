import { Link, useLocation } from "react-router";
import { cx } from "#app/components/ui/cx.ts";

/** A part of a studio section; addresses under `within` (its rows' own screens) count as it. */
export interface SectionTab {
  to: string;
  label: string;
  within?: string;
}

/** One value of a list's filter, with how many rows it holds when `count` is given. */
export interface FilterTab {
  /** The filter's value, or "" for everything. */
  value: string;
  to: string;
  label: string;
  count?: number;
}

/**
 * Tabs as links, so each has its own address and works without script; they scroll sideways on
 * a phone. With `current`, a list's filter drawn as pills; without, the parts of a section,
 * underlined, the shown one found from the address.
 */
export function StudioTabs(
  props:
    | { label: string; tabs: readonly SectionTab[] }
    | { label: string; tabs: readonly FilterTab[]; current: string },
) {
  if ("current" in props) return <FilterTabs {...props} />;
  return <SectionTabs {...props} />;
}

function SectionTabs(props: { label: string; tabs: readonly SectionTab[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={props.label} className="-mx-1 -mt-2 overflow-x-auto border-b border-line px-1">
      <ul className="flex gap-1">
        {props.tabs.map((tab) => {
          const here = pathname === tab.to;
          const inside = here || (tab.within !== undefined && pathname.startsWith(tab.within));
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={here ? "page" : inside ? "true" : undefined}
                className={cx(
                  "-mb-px flex min-h-11 items-center border-b-2 px-3 font-semibold whitespace-nowrap sm:px-4",
                  inside
                    ? "border-clay text-ink"
                    : "border-transparent text-ink-soft hover:text-ink",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FilterTabs(props: { label: string; tabs: readonly FilterTab[]; current: string }) {
  return (
    <nav aria-label={props.label} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-1.5 pb-1 md:flex-wrap">
        {props.tabs.map((tab) => {
          const active = tab.value === props.current;
          return (
            <li key={tab.value || "all"}>
              <Link
                to={tab.to}
                aria-current={active ? "page" : undefined}
                className={cx(
                  "flex min-h-11 items-center gap-2 rounded-pill border px-3.5 text-sm font-semibold whitespace-nowrap",
                  active
                    ? "border-ink bg-ink text-paper-raised"
                    : "border-line-strong bg-paper-raised text-ink hover:bg-paper-deep",
                )}
              >
                {tab.label}
                {tab.count === undefined ? null : (
                  <span className={cx("tabular-nums", active ? "text-paper" : "text-ink-soft")}>
                    {tab.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
