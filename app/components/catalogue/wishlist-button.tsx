import { useState } from "react";
import { HeartIcon } from "#app/components/icons.tsx";
import { cx } from "#app/components/ui/cx.ts";

/** The search page's wishlist heart: remembered on this page only (spec §2), never sent. */
export function WishlistButton({ title }: { title: string }) {
  const [saved, setSaved] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${title} to wishlist`}
      onClick={() => setSaved((value) => !value)}
      className={cx(
        "inline-flex size-10 items-center justify-center rounded-pill bg-paper-raised/95 shadow-paper ring-1 ring-line transition-colors hover:bg-paper-raised",
        saved ? "text-clay" : "text-ink-soft hover:text-clay",
      )}
    >
      <HeartIcon filled={saved} className="size-5" />
    </button>
  );
}
