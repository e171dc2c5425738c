import { Link } from "react-router";
import { ChevronRightIcon } from "#app/components/icons.tsx";
import type { Crumb } from "#app/components/seo/json-ld.ts";

/** The trail above a product: Home › type › sub-category › title (the current page). */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-soft">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.name}-${crumb.path ?? ""}`} className="flex items-center gap-1.5">
              {last || !crumb.path ? (
                <span aria-current={last ? "page" : undefined} className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="underline-offset-4 hover:text-ink hover:underline">
                  {crumb.name}
                </Link>
              )}
              {last ? null : <ChevronRightIcon className="size-3.5 text-line-strong" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
