import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";
import {
  controlClasses,
  FieldLabel,
  FieldMessages,
  type FieldTextProps,
  useFieldIds,
} from "#app/components/ui/field.tsx";

export interface InputProps extends Omit<ComponentProps<"input">, "children">, FieldTextProps {
  /** Classes for the wrapper around label, input and messages. */
  wrapperClassName?: string;
}

/** A labelled text input with optional hint and error, wired for assistive technology. */
export function Input({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  wrapperClassName,
  ...props
}: InputProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, { label, hint, error });
  return (
    <div className={cx("flex flex-col gap-1.5", wrapperClassName)}>
      <FieldLabel htmlFor={fieldId} required={props.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        id={fieldId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cx(controlClasses, className)}
        {...props}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The e-mail field every form asks for: type, keyboard and autofill set once. */
export function EmailInput({ label = "Email", name = "email", ...props }: Partial<InputProps>) {
  return (
    <Input
      label={label}
      name={name}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
