import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { ProductFormValues } from "./product-form-values.ts";

/**
 * What postage needs of a physical product: its packed weight, whether it fits in a letter,
 * and whether it may ride in a member's Mail Club envelope.
 */
export function ProductPostageFields(props: {
  values: ProductFormValues;
  errors: Record<string, string>;
}) {
  const { values, errors } = props;
  return (
    <div className="flex flex-col gap-5">
      <Input
        label="Weight (grams)"
        name="weightGrams"
        inputMode="numeric"
        autoComplete="off"
        placeholder="40"
        defaultValue={values.weightGrams}
        error={errors.weightGrams}
        hint="Packed, with its sleeve or envelope, in whole grams. Blank: 0."
        wrapperClassName="sm:max-w-56"
      />
      <Checkbox
        label="Fits in a letter"
        name="fitsInLetter"
        defaultChecked={values.fitsInLetter === "on"}
        hint="Flat and thin, like a card or a sticker sheet: an order of only such things can go by letter mail."
      />
      <Checkbox
        label="Fits in the Mail Club envelope"
        name="fitsInEnvelope"
        defaultChecked={values.fitsInEnvelope === "on"}
        hint="Slips in beside the month's letter, like a sticker sheet or a bookmark: a member may have it come with their next issue, with no postage."
      />
    </div>
  );
}
