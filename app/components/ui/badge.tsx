import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";

export type BadgeVariant = "neutral" | "accent" | "sage" | "solid" | "outline";

const variants: Record<BadgeVariant, string> = {
  neutral: "bg-paper-deep text-ink",
  accent: "bg-clay-tint text-clay-deep",
  sage: "bg-sage-tint text-sage-deep",
  solid: "bg-clay text-paper-raised",
  outline: "border border-line-strong text-ink-soft",
};

export interface BadgeProps extends ComponentProps<"span"> {
  variant?: BadgeVariant;
}

/** A small label: 'New', 'Popular', a count. */
export function Badge({ variant = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-pill px-2.5 py-0.5 text-xs font-semibold tracking-wide",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
