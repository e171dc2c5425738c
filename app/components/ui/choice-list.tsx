import { cx } from "#app/components/ui/cx.ts";

/** A set of radio buttons with a legend and an optional message, for a short list of choices. */
export function ChoiceList(props: {
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
  className?: string;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset
      className={cx("flex flex-col gap-2", props.className)}
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend className="mb-1 font-semibold text-ink">{props.legend}</legend>
      {props.choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 items-center gap-3 rounded-md px-3 py-2 ring-1 ring-line has-checked:ring-2 has-checked:ring-clay"
        >
          <input
            type="radio"
            name={props.name}
            value={choice.value}
            defaultChecked={choice.value === props.defaultValue}
            aria-invalid={props.error ? true : undefined}
            className="size-4 accent-clay"
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {props.error ? (
        <p id={errorId} className="text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
