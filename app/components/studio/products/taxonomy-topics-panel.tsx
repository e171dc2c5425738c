import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { TaxonomyTopic } from "#server/catalog/edit/list-taxonomy.ts";
import { TaxonomyEntry } from "./taxonomy-entry.tsx";
import {
  AddHeading,
  fieldValue,
  slugHint,
  TaxonomyForm,
  type TaxonomyResult,
} from "./taxonomy-form.tsx";

/** The topics ('Perfect For'): each to rename or delete, and a form to add one. */
export function TopicsPanel(props: { topics: TaxonomyTopic[]; pageResult?: TaxonomyResult }) {
  return (
    <StudioPanel title="Topics (Perfect For)">
      <ul className="mb-6">
        {props.topics.map((topic) => (
          <TaxonomyEntry
            key={topic.id}
            kind="topic"
            id={topic.id}
            name={`${topic.emoji ? `${topic.emoji} ` : ""}${topic.name}`}
            detail={topic.slug}
            productCount={topic.productCount}
            pageResult={props.pageResult}
            fields={(state) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  label="Name"
                  name="name"
                  required
                  defaultValue={fieldValue(state, "name", topic.name)}
                  error={state.errors.name}
                />
                <Input
                  label="Emoji"
                  name="emoji"
                  defaultValue={fieldValue(state, "emoji", topic.emoji)}
                  error={state.errors.emoji}
                />
              </div>
            )}
          />
        ))}
      </ul>
      <TaxonomyForm
        formKey="topic-new"
        intent="topic-create"
        pageResult={props.pageResult}
        submitLabel="Add topic"
        resetOnSuccess
        className="flex flex-col gap-4 border-t border-line pt-5"
        fields={(state) => (
          <>
            <AddHeading>Add a topic</AddHeading>
            <div className="grid gap-4 sm:grid-cols-3">
              <Input
                label="Name"
                name="name"
                required
                defaultValue={fieldValue(state, "name")}
                error={state.errors.name}
              />
              <Input
                label="Emoji"
                name="emoji"
                defaultValue={fieldValue(state, "emoji")}
                error={state.errors.emoji}
                hint="Optional, like 🐈"
              />
              <Input
                label="Slug"
                name="slug"
                defaultValue={fieldValue(state, "slug")}
                error={state.errors.slug}
                hint={slugHint}
              />
            </div>
          </>
        )}
      />
    </StudioPanel>
  );
}
