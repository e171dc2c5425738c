import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { StudioProductFilters } from "#server/catalogue/studio/list-studio-products.ts";
import type { ProductChoices } from "#server/catalogue/studio/load-product-choices.ts";

/** Search and filters of the product list: a GET form, so every view has its own address. */
export function ProductFilters(props: { filters: StudioProductFilters; choices: ProductChoices }) {
  const { filters, choices } = props;
  const typeName = new Map(choices.types.map((type) => [type.id, type.name]));
  const key = JSON.stringify(filters);
  return (
    <Form
      key={key}
      method="get"
      role="search"
      aria-label="Products"
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-lg border border-line bg-paper-raised p-4 lg:grid-cols-4"
    >
      <Input
        label="Search name or code"
        name="q"
        type="search"
        defaultValue={filters.search ?? ""}
        wrapperClassName="col-span-2"
      />
      <Select
        label="Type"
        name="type"
        options={[
          { value: "", label: "All" },
          ...choices.types.map((type) => ({ value: String(type.id), label: type.name })),
        ]}
        defaultValue={filters.productTypeId ? String(filters.productTypeId) : ""}
      />
      <Select
        label="Sub-category"
        name="sub"
        options={[
          { value: "", label: "All" },
          ...choices.subCategories.map((sub) => ({
            value: String(sub.id),
            label: `${typeName.get(sub.productTypeId) ?? ""} › ${sub.name}`,
          })),
        ]}
        defaultValue={filters.subCategoryId ? String(filters.subCategoryId) : ""}
      />
      <Select
        label="Status"
        name="status"
        options={[
          { value: "", label: "Any status" },
          { value: "active", label: "Active" },
          { value: "archived", label: "Archived" },
        ]}
        defaultValue={filters.status ?? ""}
      />
      <Select
        label="Stock"
        name="stock"
        options={[
          { value: "", label: "Any stock" },
          { value: "in-stock", label: "In stock" },
          { value: "out-of-stock", label: "Out of stock" },
          { value: "made-to-order", label: "Made to order" },
        ]}
        defaultValue={filters.stock ?? ""}
      />
      <Checkbox
        label="Popular only"
        name="popular"
        value="1"
        defaultChecked={Boolean(filters.popular)}
        wrapperClassName="self-end pb-2.5"
      />
      <div className="flex items-center gap-3 self-end">
        <Button type="submit">Apply</Button>
        <Link
          to="/studio/products"
          className="flex min-h-11 items-center px-2 font-semibold underline underline-offset-4"
        >
          Clear
        </Link>
      </div>
    </Form>
  );
}
