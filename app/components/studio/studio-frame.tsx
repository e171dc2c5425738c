import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { StampMark } from "#app/components/layout/logo.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { studioSections } from "./studio-nav.ts";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    "flex min-h-11 shrink-0 items-center rounded-md px-3 font-semibold whitespace-nowrap lg:min-h-10",
    isActive ? "bg-clay-tint text-ink" : "text-ink-soft hover:bg-paper-deep hover:text-ink",
  );

function SectionLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {studioSections.map((section) => (
        <li key={section.to}>
          <NavLink to={section.to} end={"end" in section} className={navLink}>
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The studio's own page frame: a top bar (shop, who is signed in, sign out), the sections as a
 * sidebar on a laptop and a scrolling strip on a phone, and the main landmark.
 */
export function StudioFrame(props: { shopName: string; email: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <header className="border-b border-line bg-paper-raised">
        <div className="flex items-center justify-between gap-3 px-4 py-2 lg:px-6">
          <Link to="/studio" className="flex min-h-11 items-center gap-2 font-semibold">
            <StampMark className="size-8" />
            <span className="font-display text-lg leading-tight">{props.shopName}</span>
            <span className="hidden rounded-pill sm:inline bg-sage-tint px-2 py-0.5 text-xs tracking-wide text-sage-deep uppercase">
              Studio
            </span>
          </Link>
          <div className="flex items-center gap-2 text-sm">
            <span className="hidden text-ink-soft sm:inline">{props.email}</span>
            <Link
              to="/"
              className="hidden min-h-11 items-center px-2 underline underline-offset-4 md:flex"
            >
              View shop
            </Link>
            <Form method="post" action="/studio/sign-out">
              <button
                type="submit"
                className="min-h-11 rounded-pill border border-line-strong px-4 font-semibold whitespace-nowrap hover:bg-paper-deep"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Studio" className="border-t border-line lg:hidden">
          <SectionLinks className="flex gap-1 overflow-x-auto px-2 py-1.5" />
        </nav>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label="Studio sections"
          className="hidden w-56 shrink-0 border-r border-line bg-paper-raised p-3 lg:block"
        >
          <SectionLinks className="flex flex-col gap-1" />
        </nav>
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8"
        >
          {props.children}
        </main>
      </div>
    </div>
  );
}
