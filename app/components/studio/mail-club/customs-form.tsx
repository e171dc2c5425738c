import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";

/**
 * The return address and weight every CN22 of the issue carries. A GET form: the declarations
 * below and the CSV link are made from the address it puts in the page's link.
 */
export function CustomsForm(props: {
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { values, errors } = props;
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <Form method="get" className="grid gap-4 sm:grid-cols-2" noValidate>
      <Input
        label="Sender name"
        required
        autoComplete="organization"
        {...field("name")}
        wrapperClassName="sm:col-span-2"
      />
      <Input
        label="Street address"
        required
        autoComplete="address-line1"
        {...field("addressLine1")}
      />
      <Input
        label="Apartment, suite (optional)"
        autoComplete="address-line2"
        {...field("addressLine2")}
      />
      <Input label="City" required autoComplete="address-level2" {...field("city")} />
      <Input label="State" required autoComplete="address-level1" {...field("stateProvince")} />
      <Input label="ZIP code" required autoComplete="postal-code" {...field("postalCode")} />
      <Input
        label="Weight of one envelope's contents (grams)"
        inputMode="numeric"
        hint="Leave empty for 60 g: a few cards and a letter."
        {...field("weightGrams")}
      />
      <div className="sm:col-span-2">
        <Button type="submit">Show the declarations</Button>
      </div>
    </Form>
  );
}
