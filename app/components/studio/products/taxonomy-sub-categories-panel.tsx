import { Textarea } from "#app/components/contact/textarea.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { TaxonomySubCategory, TaxonomyType } from "#server/catalog/edit/list-taxonomy.ts";
import { TaxonomyEntry } from "./taxonomy-entry.tsx";
import {
  AddHeading,
  fieldValue,
  slugHint,
  TaxonomyForm,
  type TaxonomyResult,
} from "./taxonomy-form.tsx";

/** The sub-categories under their types: each to rename or delete, and a form to add one. */
export function SubCategoriesPanel(props: {
  types: TaxonomyType[];
  subCategories: TaxonomySubCategory[];
  pageResult?: TaxonomyResult;
}) {
  return (
    <StudioPanel title="Sub-categories">
      <div className="mb-6 flex flex-col gap-4">
        {props.types.map((type) => {
          const subs = props.subCategories.filter((sub) => sub.productTypeId === type.id);
          if (subs.length === 0) return null;
          return (
            <section key={type.id} aria-labelledby={`subs-of-${type.id}`}>
              <h3
                id={`subs-of-${type.id}`}
                className="text-xs font-semibold tracking-wide text-ink-soft uppercase"
              >
                {type.name}
              </h3>
              <ul>
                {subs.map((sub) => (
                  <TaxonomyEntry
                    key={sub.id}
                    kind="sub"
                    id={sub.id}
                    name={sub.name}
                    detail={sub.slug}
                    productCount={sub.productCount}
                    pageResult={props.pageResult}
                    fields={(state) => (
                      <>
                        <Input
                          label="Name"
                          name="name"
                          required
                          defaultValue={fieldValue(state, "name", sub.name)}
                          error={state.errors.name}
                        />
                        <Textarea
                          label="What's included (Markdown)"
                          name="includedText"
                          rows={2}
                          className="min-h-20!"
                          defaultValue={fieldValue(state, "includedText", sub.includedText ?? "")}
                          error={state.errors.includedText}
                        />
                      </>
                    )}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <TaxonomyForm
        formKey="sub-new"
        intent="sub-create"
        pageResult={props.pageResult}
        submitLabel="Add sub-category"
        resetOnSuccess
        className="flex flex-col gap-4 border-t border-line pt-5"
        fields={(state) => (
          <>
            <AddHeading>Add a sub-category</AddHeading>
            <div className="grid gap-4 sm:grid-cols-3">
              <Select
                label="Product type"
                name="productTypeId"
                required
                placeholder="Choose a type"
                options={props.types.map((type) => ({ value: String(type.id), label: type.name }))}
                defaultValue={fieldValue(state, "productTypeId")}
                error={state.errors.productTypeId}
              />
              <Input
                label="Name"
                name="name"
                required
                defaultValue={fieldValue(state, "name")}
                error={state.errors.name}
              />
              <Input
                label="Slug"
                name="slug"
                defaultValue={fieldValue(state, "slug")}
                error={state.errors.slug}
                hint={slugHint}
              />
            </div>
            <Textarea
              label="What's included (Markdown)"
              name="includedText"
              rows={2}
              className="min-h-20!"
              defaultValue={fieldValue(state, "includedText")}
              error={state.errors.includedText}
            />
          </>
        )}
      />
    </StudioPanel>
  );
}
