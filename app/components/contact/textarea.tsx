import type { ComponentProps } from "react";
import { cx } from "#app/components/ui/cx.ts";
import {
  controlClasses,
  FieldLabel,
  FieldMessages,
  type FieldTextProps,
  useFieldIds,
} from "#app/components/ui/field.tsx";

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
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, { label, hint, error });
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={fieldId} required={props.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        id={fieldId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cx(controlClasses, "min-h-40 resize-y leading-relaxed", className)}
        {...props}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
