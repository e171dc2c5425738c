import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-pill font-semibold whitespace-nowrap transition-colors duration-150 select-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-[1.15em] [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-clay text-paper-raised shadow-paper hover:bg-clay-deep active:translate-y-px disabled:hover:bg-clay",
  secondary:
    "border border-line-strong bg-paper-raised text-ink hover:border-ink hover:bg-paper-deep active:translate-y-px",
  ghost: "text-ink hover:bg-paper-deep active:bg-line",
  destructive:
    "bg-danger text-paper-raised shadow-paper hover:bg-danger-deep active:translate-y-px disabled:hover:bg-danger",
};

// Every size keeps a target of at least 24 × 24 px (WCAG 2.5.8); md and up reach 44 px.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3.5 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-13 px-7 text-lg",
  icon: "size-11 p-0",
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  const { variant = "primary", size = "md", className } = options;
  return cx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

export interface LinkButtonProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button: for navigation, never for actions. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
