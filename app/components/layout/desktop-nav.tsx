import { Link, NavLink, useLocation } from "react-router";
import { PopoverMenu } from "#app/components/layout/popover-menu.tsx";
import type { NavCategory } from "#app/components/layout/shell-data.ts";
import { cx } from "#app/components/ui/cx.ts";

const topItem =
  "relative inline-flex min-h-11 items-center gap-1 rounded-pill px-4 text-[0.95rem] font-semibold text-ink transition-colors hover:bg-paper-deep aria-[current=page]:text-clay-deep";
const activeTape =
  "after:absolute after:inset-x-4 after:bottom-1.5 after:h-1 after:rounded-pill after:bg-rose/70";

/** The category navigation on wide screens: a menu button per category with sub-categories. */
export function DesktopNav({ categories }: { categories: NavCategory[] }) {
  const { pathname } = useLocation();
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {categories.map((category) => {
          const base = `/${category.slug}`;
          const active = pathname === base || pathname.startsWith(`${base}/`);
          return (
            <li key={category.slug}>
              {category.subCategories.length === 0 ? (
                <NavLink
                  to={base}
                  className={({ isActive }) => cx(topItem, isActive && activeTape)}
                >
                  {category.name}
                </NavLink>
              ) : (
                <CategoryMenu category={category} active={active} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A category's dropdown: all of it first, then each sub-category. */
function CategoryMenu({ category, active }: { category: NavCategory; active: boolean }) {
  return (
    <PopoverMenu
      id={`nav-${category.slug}`}
      label={category.name}
      button={category.name}
      buttonClassName={cx(topItem, active && activeTape)}
      className="min-w-60"
    >
      <span
        aria-hidden="true"
        className="tape tape-mustard absolute -top-2 left-5 w-14 -rotate-2"
      />
      <Link
        to={`/${category.slug}`}
        role="menuitem"
        className="flex min-h-11 items-center rounded-md px-3 font-semibold text-clay-deep hover:bg-clay-wash focus-visible:bg-clay-wash"
      >
        All {category.name}
      </Link>
      {category.subCategories.map((sub) => (
        <Link
          key={sub.slug}
          to={`/${category.slug}/${sub.slug}`}
          role="menuitem"
          className="flex min-h-11 items-center rounded-md px-3 text-ink hover:bg-paper-deep focus-visible:bg-paper-deep"
        >
          {sub.name}
        </Link>
      ))}
    </PopoverMenu>
  );
}
