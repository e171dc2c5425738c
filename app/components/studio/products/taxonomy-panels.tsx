import { Select } from "#app/components/ui/select.tsx";
import type {
  TaxonomySubCategory,
  TaxonomyTopic,
  TaxonomyType,
} from "#server/catalog/edit/list-taxonomy.ts";
import { fieldValue, type TaxonomyResult } from "./taxonomy-form.tsx";
import { IncludedTextField, SlugInput, TaxonomyInput, TaxonomyPanel } from "./taxonomy-panel.tsx";

/** The product types: each to rename or delete, and a form to add one. */
export function ProductTypesPanel(props: { types: TaxonomyType[]; pageResult?: TaxonomyResult }) {
  return (
    <TaxonomyPanel
      title="Product types"
      kind="type"
      groups={[{ items: props.types }]}
      entry={(type) => ({ name: type.name, detail: `${type.slug} · ${type.code}` })}
      editFields={(type, state) => (
        <>
          <TaxonomyInput state={state} name="name" label="Name" required saved={type.name} />
          <TaxonomyInput
            state={state}
            name="code"
            label="Code"
            saved={type.code}
            hint="Starts the codes made for its products, like STK-014."
          />
          <IncludedTextField state={state} saved={type.includedText ?? ""} />
        </>
      )}
      add={{
        heading: "Add a product type",
        submitLabel: "Add type",
        fields: (state) => (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <TaxonomyInput state={state} name="name" label="Name" required />
              <SlugInput state={state} />
              <TaxonomyInput
                state={state}
                name="code"
                label="Code"
                hint="Blank: the name's first letters."
              />
            </div>
            <IncludedTextField state={state} />
          </>
        ),
      }}
      pageResult={props.pageResult}
    />
  );
}

/** The topics ('Perfect For'): each to rename or delete, and a form to add one. */
export function TopicsPanel(props: { topics: TaxonomyTopic[]; pageResult?: TaxonomyResult }) {
  return (
    <TaxonomyPanel
      title="Topics (Perfect For)"
      kind="topic"
      groups={[{ items: props.topics }]}
      entry={(topic) => ({
        name: `${topic.emoji ? `${topic.emoji} ` : ""}${topic.name}`,
        detail: topic.slug,
      })}
      editFields={(topic, state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TaxonomyInput state={state} name="name" label="Name" required saved={topic.name} />
          <TaxonomyInput state={state} name="emoji" label="Emoji" saved={topic.emoji} />
        </div>
      )}
      add={{
        heading: "Add a topic",
        submitLabel: "Add topic",
        fields: (state) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <TaxonomyInput state={state} name="name" label="Name" required />
            <TaxonomyInput state={state} name="emoji" label="Emoji" hint="Optional, like 🐈" />
            <SlugInput state={state} />
          </div>
        ),
      }}
      pageResult={props.pageResult}
    />
  );
}

/** The sub-categories under their types: each to rename or delete, and a form to add one. */
export function SubCategoriesPanel(props: {
  types: TaxonomyType[];
  subCategories: TaxonomySubCategory[];
  pageResult?: TaxonomyResult;
}) {
  return (
    <TaxonomyPanel
      title="Sub-categories"
      kind="sub"
      groups={props.types.map((type) => ({
        id: `subs-of-${type.id}`,
        heading: type.name,
        items: props.subCategories.filter((sub) => sub.productTypeId === type.id),
      }))}
      entry={(sub) => ({ name: sub.name, detail: sub.slug })}
      editFields={(sub, state) => (
        <>
          <TaxonomyInput state={state} name="name" label="Name" required saved={sub.name} />
          <IncludedTextField state={state} saved={sub.includedText ?? ""} />
        </>
      )}
      add={{
        heading: "Add a sub-category",
        submitLabel: "Add sub-category",
        fields: (state) => (
          <>
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
              <TaxonomyInput state={state} name="name" label="Name" required />
              <SlugInput state={state} />
            </div>
            <IncludedTextField state={state} />
          </>
        ),
      }}
      pageResult={props.pageResult}
    />
  );
}
