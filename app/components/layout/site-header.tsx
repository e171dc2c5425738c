import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { ArrowRightIcon, CartIcon, MenuIcon } from "#app/components/icons.tsx";
import { AccountMenu } from "#app/components/layout/account-menu.tsx";
import { DesktopNav } from "#app/components/layout/desktop-nav.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "#app/components/layout/mobile-menu.tsx";
import { SearchForm } from "#app/components/layout/search-form.tsx";
import type { ShellData } from "#app/components/layout/shell-data.ts";
import { SocialLinks } from "#app/components/layout/social-links.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { DialogTrigger } from "#app/components/ui/dialog.tsx";

/**
 * Closes the open dropdown or mobile menu once the visitor has gone somewhere. Not on the
 * first render: a menu opened before the scripts loaded stays open through hydration.
 */
function useCloseMenusOnNavigation() {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    for (const popover of document.querySelectorAll<HTMLElement>("[popover]:popover-open")) {
      popover.hidePopover();
    }
    const menu = document.getElementById(MOBILE_MENU_ID);
    if (menu instanceof HTMLDialogElement && menu.open) menu.close();
  }, [key]);
}

export function SiteHeader({ shell }: { shell: ShellData }) {
  useCloseMenusOnNavigation();
  const count = shell.cartCount;
  return (
    <>
      <header className="sticky top-0 z-40">
        <Link
          to="/subscribe"
          className="group block bg-sage-deep px-4 py-2 text-center text-sm font-medium text-paper-raised hover:bg-ink focus-visible:outline-paper-raised focus-visible:-outline-offset-4"
        >
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="tape tape-mustard h-3 w-6 -rotate-6 opacity-90" />
            <span className="underline-offset-4 group-hover:underline">{shell.bannerText}</span>
            <ArrowRightIcon className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
          </span>
        </Link>

        <div className="border-b border-line bg-paper/95 shadow-[0_1px_0_rgb(255_255_255/0.6)] backdrop-blur supports-[backdrop-filter]:bg-paper/85">
          {/*
           * From 768 px the search box and the social links join the row; until 1024 px the
           * gaps and the shop's name are smaller, so the search box keeps room to type in.
           */}
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 md:h-18 md:gap-3 lg:gap-4">
            <DialogTrigger
              dialogId={MOBILE_MENU_ID}
              variant="ghost"
              size="icon"
              aria-label="Open menu"
              className="md:hidden"
            >
              <MenuIcon />
            </DialogTrigger>

            <Logo shopName={shell.shopName} className="mx-auto md:mx-0" />

            <div className="mx-auto hidden w-full max-w-md md:block">
              <SearchForm id="header-search" />
            </div>

            <div className="flex items-center gap-1 lg:gap-2">
              <div className="hidden md:block">
                <SocialLinks links={shell.socialLinks} />
              </div>
              <div className="hidden items-center gap-1 md:flex">
                {shell.customer ? (
                  <AccountMenu customer={shell.customer} />
                ) : (
                  <>
                    <LinkButton to="/login" variant="ghost" size="sm">
                      Log In
                    </LinkButton>
                    <LinkButton to="/register" size="sm">
                      Sign Up
                    </LinkButton>
                  </>
                )}
              </div>
              <Link
                to="/cart"
                aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"}
                className="relative inline-flex size-11 items-center justify-center rounded-pill text-ink transition-colors hover:bg-paper-deep"
              >
                <CartIcon className="size-6" />
                {count > 0 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-0.5 right-0 min-w-5 rounded-pill bg-clay px-1.5 text-center text-xs leading-5 font-bold text-paper-raised ring-2 ring-paper"
                  >
                    {count > 99 ? "99+" : count}
                  </span>
                ) : null}
              </Link>
            </div>
          </div>
          <div className="hidden border-t border-line/70 md:block">
            <div className="mx-auto flex max-w-7xl items-center justify-center px-6 py-1">
              <DesktopNav categories={shell.navigation} />
            </div>
          </div>
        </div>
      </header>
      {/* Outside the banner landmark: a dialog is its own place, not part of the header. */}
      <MobileMenu shell={shell} />
    </>
  );
}
