import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { ProductChoices } from "#server/catalogue/studio/load-product-choices.ts";
import { productLimits } from "#server/catalogue/studio/product-limits.ts";
import type { ProductFormValues } from "./product-form-values.ts";

const kinds = [
  { value: "physical", label: "Physical (shipped)" },
  { value: "digital", label: "Digital (download)" },
  { value: "subscription", label: "Subscription (Mail Club plan)" },
];

/** Name, kind, type, price, stock, popular and (for a new product) whether it is in the shop. */
export function ProductBasicsFields(props: {
  values: ProductFormValues;
  errors: Record<string, string>;
  choices: ProductChoices;
  isNew: boolean;
  onTypeChange: (productTypeId: string) => void;
}) {
  const { values, errors } = props;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Input
        label="Name"
        name="title"
        required
        maxLength={productLimits.title}
        defaultValue={values.title}
        error={errors.title}
        wrapperClassName="sm:col-span-2"
      />
      <Select
        label="Product type"
        name="productTypeId"
        required
        placeholder="Choose a type"
        options={props.choices.types.map((type) => ({ value: String(type.id), label: type.name }))}
        defaultValue={values.productTypeId}
        error={errors.productTypeId}
        onChange={(event) => props.onTypeChange(event.target.value)}
      />
      <Select
        label="Kind"
        name="kind"
        options={kinds}
        defaultValue={values.kind || "physical"}
        error={errors.kind}
      />
      <Input
        label="Price (US dollars)"
        name="price"
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder="4.50"
        defaultValue={values.price}
        error={errors.price}
      />
      <Input
        label="Stock"
        name="stock"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={values.stock}
        error={errors.stock}
        hint="Blank: made to order, no limit. 0: unavailable."
      />
      <Checkbox
        label="Popular"
        hint="A 'Popular' badge in the shop, and first among the featured products."
        name="isPopular"
        defaultChecked={values.isPopular === "on"}
        wrapperClassName="sm:col-span-2"
      />
      {props.isNew ? (
        <Checkbox
          label="Active: show it in the shop once saved"
          hint="Leave it unticked to keep it archived, out of the shop, until you unarchive it."
          name="isActive"
          defaultChecked={values.isActive === "on"}
          wrapperClassName="sm:col-span-2"
        />
      ) : null}
    </div>
  );
}
