import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { controlClasses, Field, type FieldTextProps } from "#app/components/ui/field.tsx";

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
  const frame = { label, hint, error, hideLabel, id, required: props.required };
  return (
    <Field {...frame} className={wrapperClassName}>
      {(wiring) => (
        <div className="relative">
          <select
            {...wiring}
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
      )}
    </Field>
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
