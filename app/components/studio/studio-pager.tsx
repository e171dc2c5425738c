import { Link } from "react-router";

/** The address of `page` of a list, keeping its other query parameters; page 1 has none. */
export function pageHref(params: URLSearchParams | string, page: number) {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const query = next.toString();
  return query ? `?${query}` : ".";
}

const link = "flex min-h-11 items-center font-semibold underline underline-offset-4";

/**
 * Links to the pages either side of a studio list's page, and, with `showPosition`, which
 * page of how many it is. Nothing when everything fits on one page.
 */
export function StudioPager(props: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
  previous?: string;
  next?: string;
  showPosition?: boolean;
}) {
  if (props.pageCount <= 1) return null;
  return (
    <nav aria-label={props.label ?? "Pages"} className="flex flex-wrap items-center gap-4">
      {props.page > 1 ? (
        <Link to={props.href(props.page - 1)} className={link}>
          {props.previous ?? "Previous page"}
        </Link>
      ) : null}
      {props.showPosition ? (
        <p className="text-ink-soft">
          Page {props.page} of {props.pageCount}
        </p>
      ) : null}
      {props.page < props.pageCount ? (
        <Link to={props.href(props.page + 1)} className={link}>
          {props.next ?? "Next page"}
        </Link>
      ) : null}
    </nav>
  );
}
