import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";
import {
  controlClasses,
  FieldLabel,
  FieldMessages,
  type FieldTextProps,
  useFieldIds,
} from "#app/components/ui/field.tsx";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<"select">, "children">, FieldTextProps {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select'; it cannot be picked again once left. */
  placeholder?: string;
  wrapperClassName?: string;
}

/**
 * A labelled select. It is the browser's own select, styled: it works before JavaScript
 * loads, submits with its form, and gets the phone's native picker.
 */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  id,
  options,
  placeholder,
  className,
  wrapperClassName,
  ...props
}: SelectProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, { label, hint, error });
  return (
    <div className={cx("flex flex-col gap-1.5", wrapperClassName)}>
      <FieldLabel htmlFor={fieldId} required={props.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={fieldId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cx(controlClasses, "appearance-none pr-10", className)}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={props.required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The arrow drawn over a native select, which hides its own. */
export function SelectChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-soft"
    >
      <path
        d="m5 7.5 5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
