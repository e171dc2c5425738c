import type { ToggleEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDownIcon } from "#app/components/icons.tsx";
import {
  closeWhenFocusLeaves,
  menuItems,
  moveFocus,
} from "#app/components/layout/menu-keyboard.ts";
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

/**
 * A dropdown built on a native popover: it opens, closes on Escape or a click outside and
 * returns focus to its button by itself, so it works before JavaScript loads. Scripts add
 * the menu keyboard model: focus goes to the first entry on opening, arrows move, and
 * tabbing away closes it.
 */
function CategoryMenu({ category, active }: { category: NavCategory; active: boolean }) {
  const menuId = `nav-${category.slug}`;
  const anchor = `--${menuId}`;

  function onToggle(event: ToggleEvent<HTMLDivElement>) {
    if (event.newState === "open") menuItems(event.currentTarget)[0]?.focus();
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-controls={menuId}
        style={{ anchorName: anchor }}
        className={cx(
          topItem,
          "[&:has(+:popover-open)]:bg-paper-deep [&:has(+:popover-open)_svg]:rotate-180",
          active && activeTape,
        )}
      >
        {category.name}
        <ChevronDownIcon className="size-4 transition-transform duration-200" />
      </button>
      <div
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={category.name}
        tabIndex={-1}
        style={{ positionAnchor: anchor }}
        onToggle={onToggle}
        onKeyDown={moveFocus}
        onBlur={(event) => closeWhenFocusLeaves(event, menuId)}
        className="nav-popover paper-card min-w-60 p-2 text-ink shadow-lifted"
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
      </div>
    </>
  );
}
