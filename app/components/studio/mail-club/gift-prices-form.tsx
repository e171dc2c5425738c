import { KeyedForm } from "#app/components/studio/keyed-form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { FormReply } from "#app/forms/form-reply.ts";

export interface GiftPriceCell {
  /** The form field: price.usa.3. */
  field: string;
  label: string;
  /** The price in dollars as the form shows it; "" when not on sale. */
  value: string;
}

/** What each gift length costs on each plan; a blank price takes that length off sale. */
export function GiftPricesForm(props: { cells: GiftPriceCell[]; pageReply?: FormReply }) {
  return (
    <KeyedForm
      formKey="gift-prices"
      intent="gift-prices"
      pageReply={props.pageReply}
      submitLabel="Save prices"
      className="flex flex-col gap-4"
      fields={(refused) => (
        <div className="grid gap-4 sm:grid-cols-3">
          {props.cells.map((cell) => (
            <Input
              key={cell.field}
              label={cell.label}
              name={cell.field}
              inputMode="decimal"
              defaultValue={(refused?.values?.[cell.field] as string | undefined) ?? cell.value}
              error={refused?.errors[cell.field]}
            />
          ))}
        </div>
      )}
    />
  );
}
