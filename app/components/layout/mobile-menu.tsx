import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { ArrowRightIcon, CartIcon, ChevronDownIcon, UserIcon } from "#app/components/icons.tsx";
import { SearchForm } from "#app/components/layout/search-form.tsx";
import type { NavCategory, ShellData } from "#app/components/layout/shell-data.ts";
import { SocialLinks } from "#app/components/layout/social-links.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

export const MOBILE_MENU_ID = "mobile-menu";

const rowLink =
  "flex min-h-12 items-center justify-between rounded-md px-3 text-lg font-semibold text-ink hover:bg-paper-deep";

/** Everything the header offers, for narrow screens, in a drawer that works without scripts. */
export function MobileMenu({ shell }: { shell: ShellData }) {
  const count = shell.cartCount;
  return (
    <Dialog id={MOBILE_MENU_ID} title="Menu" placement="left" closeLabel="Close menu">
      <div className="flex flex-col gap-6">
        <SearchForm id="mobile-search" />

        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-0.5">
            {shell.navigation.map((category) => (
              <li key={category.slug}>
                {category.subCategories.length === 0 ? (
                  <Link to={`/${category.slug}`} className={rowLink}>
                    {category.name}
                  </Link>
                ) : (
                  <CategoryGroup category={category} />
                )}
              </li>
            ))}
            <li>
              <Link to="/cart" className={rowLink}>
                <span className="inline-flex items-center gap-2">
                  <CartIcon className="size-5" />
                  Cart
                </span>
                {count > 0 ? (
                  <span className="rounded-pill bg-clay px-2.5 py-0.5 text-sm text-paper-raised">
                    {count}
                    <span className="sr-only"> {count === 1 ? "item" : "items"}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="stitch h-px" aria-hidden="true" />

        {shell.customer ? (
          <MobileAccountLinks name={shell.customer.name} />
        ) : (
          <div className="flex flex-col gap-2.5">
            <LinkButton to="/register">Create Account</LinkButton>
            <LinkButton to="/login" variant="secondary">
              Log In
            </LinkButton>
          </div>
        )}

        <Link
          to="/subscribe"
          className="relative block rounded-lg bg-sage-wash p-4 pt-5 text-ink ring-1 ring-sage/25 hover:bg-sage-tint"
        >
          <span
            aria-hidden="true"
            className="tape tape-sage absolute -top-2.5 left-5 w-16 -rotate-3"
          />
          <span className="block font-display text-xl">The Mail Club</span>
          <span className="mt-1 flex items-center gap-1 text-sm text-ink-soft">
            Real mail, every month. Join by the 25th
            <ArrowRightIcon className="size-4" />
          </span>
        </Link>

        {shell.socialLinks.length > 0 ? (
          <div className="flex flex-col gap-1">
            <p className="px-3 text-sm font-semibold text-ink-soft">Follow along</p>
            <SocialLinks links={shell.socialLinks} showLabels className="flex-wrap" />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The signed-in customer's links: My Account, Order History and a Sign Out form. */
function MobileAccountLinks({ name }: { name: string }) {
  return (
    <nav aria-label="Account" className="flex flex-col gap-0.5">
      <p className="flex items-center gap-2 px-3 pb-1 text-sm font-semibold text-ink-soft">
        <UserIcon className="size-4 shrink-0 text-clay" />
        <span className="truncate">Signed in as {name}</span>
      </p>
      <Link to="/account" className={rowLink}>
        My Account
      </Link>
      <Link to="/orders" className={rowLink}>
        Order History
      </Link>
      <Form method="post" action="/sign-out">
        <button type="submit" className={`${rowLink} w-full text-left text-clay-deep`}>
          Sign Out
        </button>
      </Form>
    </nav>
  );
}

function isMenuOpen() {
  if (typeof document === "undefined") return false;
  const menu = document.getElementById(MOBILE_MENU_ID);
  return menu instanceof HTMLDialogElement && menu.open;
}

/**
 * A category and its sub-categories. Before scripts run every list is shown open; after,
 * each folds behind a disclosure button so the menu stays short.
 */
function CategoryGroup({ category }: { category: NavCategory }) {
  const hydrated = useHydrated();
  // A menu opened before the scripts ran showed every list; keep them open for that visit.
  const [open, setOpen] = useState(() => isMenuOpen());
  const listId = useId();
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className={`${rowLink} w-full text-left`}
        >
          {category.name}
          <ChevronDownIcon
            className={`size-5 text-ink-soft transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      ) : (
        <p className={rowLink}>{category.name}</p>
      )}
      <ul
        id={listId}
        hidden={hydrated && !open}
        className="mt-0.5 mb-2 ml-3 flex flex-col border-l-2 border-rose/60 pl-2"
      >
        <li>
          <Link
            to={`/${category.slug}`}
            className="flex min-h-11 items-center rounded-md px-3 font-semibold text-clay-deep hover:bg-clay-wash"
          >
            All {category.name}
          </Link>
        </li>
        {category.subCategories.map((sub) => (
          <li key={sub.slug}>
            <Link
              to={`/${category.slug}/${sub.slug}`}
              className="flex min-h-11 items-center rounded-md px-3 text-ink hover:bg-paper-deep"
            >
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
