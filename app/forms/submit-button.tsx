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
}) {
  return (
    <Button
      type="submit"
      size="lg"
      name={props.name}
      value={props.value}
      aria-disabled={props.busy ? true : undefined}
      onClick={(event) => {
        if (props.busy) event.preventDefault();
      }}
      className={cx("w-full", props.className)}
    >
      {props.busy ? props.busyLabel : props.children}
    </Button>
  );
}
