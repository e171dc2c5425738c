import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { controlClasses, Field, type FieldTextProps } from "#app/components/ui/field.tsx";

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
  const frame = { label, hint, error, hideLabel, id, required: props.required };
  return (
    <Field {...frame} className={wrapperClassName}>
      {(wiring) => <input {...wiring} className={cx(controlClasses, className)} {...props} />}
    </Field>
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
