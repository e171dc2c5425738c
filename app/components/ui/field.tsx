import { type ReactNode, useId } from "react";
import { cx } from "#app/components/ui/cx.ts";

export interface FieldTextProps {
  /** The visible label; required for every field. */
  label: ReactNode;
  /** Help shown under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** The error shown under the field; also sets aria-invalid. */
  error?: ReactNode;
  /** Hides the label visually while keeping it for assistive technology. */
  hideLabel?: boolean;
}

/** Ids shared by a field and its label, hint and error. */
export function useFieldIds(id: string | undefined, { hint, error }: FieldTextProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

export function FieldLabel(props: {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={props.htmlFor}
      className={cx("text-sm font-semibold text-ink", props.hidden && "sr-only")}
    >
      {props.children}
      {props.required ? (
        <span aria-hidden="true" className="text-clay">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages(props: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {props.hint ? (
        <p id={props.hintId} className="text-sm text-ink-soft">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2M8 11v.5" stroke="#fffdf8" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span>{props.error}</span>
        </p>
      ) : null}
    </>
  );
}

/** What a control needs to be tied to its label, hint and error. */
export interface ControlWiring {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** A field's frame: its label, then the control, then its hint and error, tied by ids. */
export function Field(
  props: FieldTextProps & {
    id?: string;
    required?: boolean;
    className?: string;
    children: (control: ControlWiring) => ReactNode;
  },
) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(props.id, props);
  const wiring: ControlWiring = {
    id: fieldId,
    "aria-describedby": describedBy,
    "aria-invalid": props.error ? true : undefined,
  };
  return (
    <div className={cx("flex flex-col gap-1.5", props.className)}>
      <FieldLabel htmlFor={fieldId} required={props.required} hidden={props.hideLabel}>
        {props.label}
      </FieldLabel>
      {props.children(wiring)}
      <FieldMessages hint={props.hint} hintId={hintId} error={props.error} errorId={errorId} />
    </div>
  );
}

/** The shared look of text inputs and selects. */
export const controlClasses =
  "block w-full min-h-11 rounded-md border border-line-strong bg-paper-raised px-3.5 py-2 text-base text-ink shadow-[inset_0_1px_2px_rgb(43_38_34/0.06)] placeholder:text-ink-soft/80 transition-colors hover:border-ink focus-visible:border-focus disabled:cursor-not-allowed disabled:bg-paper-deep disabled:text-ink-soft aria-invalid:border-danger";
