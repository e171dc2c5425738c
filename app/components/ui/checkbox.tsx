import type { ComponentProps, ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { FieldMessages, useFieldIds } from "#app/components/ui/field.tsx";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type" | "children"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  wrapperClassName?: string;
}

/**
 * A labelled checkbox: the browser's own input, styled, so it toggles and submits with
 * its form before JavaScript loads.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  wrapperClassName,
  ...props
}: CheckboxProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, { label, hint, error });
  return (
    <div className={cx("flex flex-col gap-1", wrapperClassName)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 inline-flex size-6 shrink-0">
          <input
            type="checkbox"
            id={fieldId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={cx(
              "peer size-6 cursor-pointer appearance-none rounded-sm border-2 border-line-strong bg-paper-raised transition-colors hover:border-ink checked:border-sage-deep checked:bg-sage-deep disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger",
              className,
            )}
            {...props}
          />
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-paper-raised peer-checked:block"
          >
            <path
              d="m3.5 8.5 3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <label htmlFor={fieldId} className="cursor-pointer pt-0.5 text-base text-ink">
          {label}
        </label>
      </div>
      <div className="pl-9">
        <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      </div>
    </div>
  );
}
