import { Select } from "#app/components/ui/select.tsx";
import { errorOf, type FormReply, typedOr } from "#app/forms/form-reply.ts";
import type {
  TaxonomySubCategory,
  TaxonomyTopic,
  TaxonomyType,
} from "#server/catalogue/studio/list-taxonomy.ts";
import { IncludedTextField, SlugInput, TaxonomyInput, TaxonomyPanel } from "./taxonomy-panel.tsx";

/** The product types: each to rename or delete, and a form to add one. */
export function ProductTypesPanel(props: { types: TaxonomyType[]; pageReply?: FormReply }) {
  return (
    <TaxonomyPanel
      title="Product types"
      kind="type"
      groups={[{ items: props.types }]}
      entry={(type) => ({ name: type.name, detail: `${type.slug} · ${type.code}` })}
      editFields={(type, refused) => (
        <>
          <TaxonomyInput refused={refused} name="name" label="Name" required saved={type.name} />
          <TaxonomyInput
            refused={refused}
            name="code"
            label="Code"
            saved={type.code}
            hint="Starts the codes made for its products, like STK-014."
          />
          <IncludedTextField refused={refused} saved={type.includedText ?? ""} />
        </>
      )}
      add={{
        heading: "Add a product type",
        submitLabel: "Add type",
        fields: (refused) => (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <TaxonomyInput refused={refused} name="name" label="Name" required />
              <SlugInput refused={refused} />
              <TaxonomyInput
                refused={refused}
                name="code"
                label="Code"
                hint="Blank: the name's first letters."
              />
            </div>
            <IncludedTextField refused={refused} />
          </>
        ),
      }}
      pageReply={props.pageReply}
    />
  );
}

/** The topics ('Perfect For'): each to rename or delete, and a form to add one. */
export function TopicsPanel(props: { topics: TaxonomyTopic[]; pageReply?: FormReply }) {
  return (
    <TaxonomyPanel
      title="Topics (Perfect For)"
      kind="topic"
      groups={[{ items: props.topics }]}
      entry={(topic) => ({
        name: `${topic.emoji ? `${topic.emoji} ` : ""}${topic.name}`,
        detail: topic.slug,
      })}
      editFields={(topic, refused) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TaxonomyInput refused={refused} name="name" label="Name" required saved={topic.name} />
          <TaxonomyInput refused={refused} name="emoji" label="Emoji" saved={topic.emoji} />
        </div>
      )}
      add={{
        heading: "Add a topic",
        submitLabel: "Add topic",
        fields: (refused) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <TaxonomyInput refused={refused} name="name" label="Name" required />
            <TaxonomyInput refused={refused} name="emoji" label="Emoji" hint="Optional, like 🐈" />
            <SlugInput refused={refused} />
          </div>
        ),
      }}
      pageReply={props.pageReply}
    />
  );
}

/** The sub-categories under their types: each to rename or delete, and a form to add one. */
export function SubCategoriesPanel(props: {
  types: TaxonomyType[];
  subCategories: TaxonomySubCategory[];
  pageReply?: FormReply;
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
      editFields={(sub, refused) => (
        <>
          <TaxonomyInput refused={refused} name="name" label="Name" required saved={sub.name} />
          <IncludedTextField refused={refused} saved={sub.includedText ?? ""} />
        </>
      )}
      add={{
        heading: "Add a sub-category",
        submitLabel: "Add sub-category",
        fields: (refused) => (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <Select
                label="Product type"
                name="productTypeId"
                required
                placeholder="Choose a type"
                options={props.types.map((type) => ({ value: String(type.id), label: type.name }))}
                defaultValue={typedOr(refused, "productTypeId", "")}
                error={errorOf(refused, "productTypeId")}
              />
              <TaxonomyInput refused={refused} name="name" label="Name" required />
              <SlugInput refused={refused} />
            </div>
            <IncludedTextField refused={refused} />
          </>
        ),
      }}
      pageReply={props.pageReply}
    />
  );
}
