import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { controlClasses, Field, type FieldTextProps } from "#app/components/ui/field.tsx";

/** A labelled multi-line text field in the look of the shop's inputs. */
export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  ...props
}: Omit<ComponentProps<"textarea">, "children"> & FieldTextProps) {
  const frame = { label, hint, error, hideLabel, id, required: props.required };
  return (
    <Field {...frame}>
      {(wiring) => (
        <textarea
          {...wiring}
          className={cx(controlClasses, "min-h-40 resize-y leading-relaxed", className)}
          {...props}
        />
      )}
    </Field>
  );
}
