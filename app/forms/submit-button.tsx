import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";

/** The form's main button; says what is happening while the form is being sent. */
export function SubmitButton(props: {
  busy: boolean;
  busyLabel: string;
  children: string;
  className?: string;
  name?: string;
  value?: string;
  /** The standard size at its own width (the studio's forms), not a full-width large button. */
  compact?: boolean;
}) {
  return (
    <Button
      type="submit"
      size={props.compact ? "md" : "lg"}
      name={props.name}
      value={props.value}
      aria-disabled={props.busy ? true : undefined}
      onClick={(event) => {
        if (props.busy) event.preventDefault();
      }}
      className={cx(!props.compact && "w-full", props.className)}
    >
      {props.busy ? props.busyLabel : props.children}
    </Button>
  );
}
