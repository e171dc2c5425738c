import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";

/** The shop's mark: a postage stamp with a strip of washi tape. Also in public/logo.svg. */
export function StampMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <rect
        x="3"
        y="3"
        width="34"
        height="34"
        rx="2"
        fill="#fffdf8"
        stroke="#a3472f"
        strokeWidth="2.6"
        strokeDasharray="2.1 2.1"
      />
      <rect x="7.5" y="7.5" width="25" height="25" rx="1.5" fill="#a3472f" />
      <path
        d="M12 15.5 15.6 26l4.4-8.6 4.4 8.6L28 15.5"
        fill="none"
        stroke="#fffdf8"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect
        x="-2"
        y="5"
        width="20"
        height="7"
        fill="#d99aa5"
        opacity="0.85"
        transform="rotate(-32 8 8.5)"
      />
    </svg>
  );
}

/** The logo linking home: the stamp and the shop's name. */
export function Logo({ shopName, className }: { shopName: string; className?: string }) {
  return (
    <Link
      to="/"
      className={cx("group inline-flex items-center gap-2.5 rounded-sm text-ink", className)}
    >
      <StampMark className="size-9 shrink-0 transition-transform duration-300 group-hover:-rotate-6 md:size-10" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-semibold tracking-tight whitespace-nowrap sm:text-2xl md:text-xl lg:text-[1.7rem]">
          {shopName}
        </span>
        <span
          aria-hidden="true"
          className="mt-0.5 hidden text-[0.7rem] whitespace-nowrap font-semibold tracking-[0.18em] text-ink-soft uppercase sm:block md:hidden xl:block"
        >
          Paper goods &amp; Mail Club
        </span>
      </span>
    </Link>
  );
}
