import { SocialIcon } from "#app/components/icons.tsx";
import type { SocialLink } from "#app/components/layout/shell-data.ts";
import { cx } from "#app/components/ui/cx.ts";

/** The shop's social networks as icon links, named by aria-label; `showLabels` prints them. */
export function SocialLinks({
  links,
  showLabels = false,
  className,
}: {
  links: SocialLink[];
  showLabels?: boolean;
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={cx("flex items-center gap-1", className)}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            aria-label={showLabels ? undefined : link.label}
            rel="me noopener"
            className={cx(
              "inline-flex min-h-11 items-center gap-2 rounded-pill text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink",
              showLabels ? "px-3 font-medium" : "w-11 justify-center",
            )}
          >
            <SocialIcon label={link.label} url={link.url} className="size-5" />
            {showLabels ? link.label : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
