import { Textarea } from "#app/components/contact/textarea.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { TaxonomyType } from "#server/catalog/edit/list-taxonomy.ts";
import { TaxonomyEntry } from "./taxonomy-entry.tsx";
import {
  AddHeading,
  fieldValue,
  slugHint,
  TaxonomyForm,
  type TaxonomyResult,
} from "./taxonomy-form.tsx";

/** The product types: each to rename or delete, and a form to add one. */
export function ProductTypesPanel(props: { types: TaxonomyType[]; pageResult?: TaxonomyResult }) {
  return (
    <StudioPanel title="Product types">
      <ul className="mb-6">
        {props.types.map((type) => (
          <TaxonomyEntry
            key={type.id}
            kind="type"
            id={type.id}
            name={type.name}
            detail={`${type.slug} · ${type.code}`}
            productCount={type.productCount}
            pageResult={props.pageResult}
            fields={(state) => (
              <>
                <Input
                  label="Name"
                  name="name"
                  required
                  defaultValue={fieldValue(state, "name", type.name)}
                  error={state.errors.name}
                />
                <Input
                  label="Code"
                  name="code"
                  defaultValue={fieldValue(state, "code", type.code)}
                  error={state.errors.code}
                  hint="Starts the codes made for its products, like STK-014."
                />
                <Textarea
                  label="What's included (Markdown)"
                  name="includedText"
                  rows={2}
                  className="min-h-20!"
                  defaultValue={fieldValue(state, "includedText", type.includedText ?? "")}
                  error={state.errors.includedText}
                />
              </>
            )}
          />
        ))}
      </ul>
      <TaxonomyForm
        formKey="type-new"
        intent="type-create"
        pageResult={props.pageResult}
        submitLabel="Add type"
        resetOnSuccess
        className="flex flex-col gap-4 border-t border-line pt-5"
        fields={(state) => (
          <>
            <AddHeading>Add a product type</AddHeading>
            <div className="grid gap-4 sm:grid-cols-3">
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
              <Input
                label="Code"
                name="code"
                defaultValue={fieldValue(state, "code")}
                error={state.errors.code}
                hint="Blank: the name's first letters."
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
