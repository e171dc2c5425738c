import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";

/**
 * A placeholder block shown while content loads. It is hidden from assistive technology;
 * the loading region around it says "Loading…" (e.g. with aria-busy and sr-only text).
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cx("animate-shimmer rounded-md bg-paper-deep", className)}
      {...props}
    />
  );
}
