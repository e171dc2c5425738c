import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { PersonalisationFields } from "#server/db/schema.ts";

/**
 * What a personalised product asks before it goes in the cart: the buyer's text (its length
 * checked by the server, which counts 🎉 as one character where the browser would count two)
 * and the maker's choice. The names are the ones the /cart action reads.
 */
export function PersonalisationInputs(props: {
  productId: number;
  fields: PersonalisationFields;
  errors?: Record<string, string>;
}) {
  const { text, choice } = props.fields;
  return (
    <div className="flex flex-col gap-4">
      {text ? (
        <Input
          id={`personal-text-${props.productId}`}
          name="personalText"
          label={text.label}
          hint={`Up to ${text.maxLength} characters, exactly as you want it.`}
          required
          autoComplete="off"
          dir="auto"
          error={props.errors?.personalText}
        />
      ) : null}
      {choice ? (
        <Select
          id={`personal-choice-${props.productId}`}
          name="personalChoice"
          label={choice.label}
          required
          defaultValue=""
          placeholder={`Choose a ${choice.label.toLowerCase()}`}
          options={choice.options.map((option) => ({ value: option, label: option }))}
          error={props.errors?.personalChoice}
        />
      ) : null}
    </div>
  );
}
