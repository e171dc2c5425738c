import { Link } from "react-router";
import { MailIcon } from "#app/components/icons.tsx";
import { StampMark } from "#app/components/layout/logo.tsx";
import type { ShellData } from "#app/components/layout/shell-data.ts";
import { SocialLinks } from "#app/components/layout/social-links.tsx";
import { NewsletterSignup } from "#app/components/newsletter/newsletter-signup.tsx";

const serviceLinks = [
  { to: "/shipping", label: "Shipping Info" },
  { to: "/returns", label: "Returns & Exchanges" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact Us" },
  { to: "/privacy", label: "Privacy Policy" },
];

export function SiteFooter({ shell }: { shell: ShellData }) {
  return (
    <footer className="relative mt-16 border-t border-line bg-paper-deep">
      <span aria-hidden="true" className="tape absolute -top-3 left-[12%] w-24 -rotate-2" />
      <span
        aria-hidden="true"
        className="tape tape-sage absolute -top-2.5 right-[14%] w-20 rotate-3"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1.3fr] md:gap-12">
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2.5 font-display text-2xl font-semibold">
            <StampMark className="size-9" />
            {shell.shopName}
          </p>
          <p className="max-w-xs text-ink-soft">
            Small-batch stickers, bookmarks, cards and stationery, drawn and packed by hand, and a
            monthly letter for Mail Club members.
          </p>
          {shell.ownerEmail ? (
            <a
              href={`mailto:${shell.ownerEmail}`}
              className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-sage-deep underline decoration-sage/40 underline-offset-4 hover:decoration-sage"
            >
              <MailIcon className="size-5" />
              {shell.ownerEmail}
            </a>
          ) : null}
          <SocialLinks links={shell.socialLinks} className="-ml-3" />
        </div>

        <nav aria-label="Customer service">
          <h2 className="mb-3 text-xl font-semibold">Help</h2>
          <ul className="flex flex-col">
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center text-ink-soft underline-offset-4 hover:text-ink hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">Stay Updated</h2>
          <p className="text-ink-soft">
            New sticker sheets, card restocks and the odd studio story — a few letters a year, never
            more.
          </p>
          <NewsletterSignup />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-5 py-5 text-sm text-ink-soft sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {shell.shopName}
          </p>
          <p>Made by hand, with paper and patience.</p>
        </div>
      </div>
    </footer>
  );
}
