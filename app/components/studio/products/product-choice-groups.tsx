import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FieldMessages } from "#app/components/ui/field.tsx";
import type { ProductChoices } from "#server/catalogue/studio/load-product-choices.ts";

/**
 * The sub-categories, grouped by product type, and the topics, as checkboxes. With JavaScript
 * only the chosen type's sub-categories show (the others are disabled, so they are not sent);
 * without it every group shows and the server refuses another type's.
 */
export function ProductChoiceGroups(props: {
  choices: ProductChoices;
  productTypeId: string;
  subCategoryIds: string[];
  topicIds: string[];
  errors: Record<string, string>;
  /** Set once the page runs scripts: only then are other types' groups hidden. */
  followsType: boolean;
}) {
  const { choices, errors } = props;
  const groups = choices.types
    .map((type) => ({
      type,
      subs: choices.subCategories.filter((sub) => sub.productTypeId === type.id),
    }))
    .filter((group) => group.subs.length > 0);
  return (
    <>
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={errors.subCategoryIds ? "sub-categories-error" : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">Sub-categories</legend>
        {groups.map(({ type, subs }) => {
          const shown = !props.followsType || String(type.id) === props.productTypeId;
          return (
            <div key={type.id} hidden={!shown} className="flex flex-col gap-2">
              <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                {type.name}
              </p>
              {subs.map((sub) => (
                <Checkbox
                  key={sub.id}
                  name="subCategoryIds"
                  value={String(sub.id)}
                  label={sub.name}
                  disabled={!shown}
                  defaultChecked={props.subCategoryIds.includes(String(sub.id))}
                />
              ))}
            </div>
          );
        })}
        {props.followsType &&
        !groups.some((group) => String(group.type.id) === props.productTypeId) ? (
          <p className="text-sm text-ink-soft">
            {props.productTypeId
              ? "This type has no sub-categories."
              : "Choose a product type to see its sub-categories."}
          </p>
        ) : null}
        <FieldMessages error={errors.subCategoryIds} errorId="sub-categories-error" />
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.topicIds ? "topics-error" : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">Topics (Perfect For)</legend>
        {choices.topics.map((topic) => (
          <Checkbox
            key={topic.id}
            name="topicIds"
            value={String(topic.id)}
            label={`${topic.emoji ? `${topic.emoji} ` : ""}${topic.name}`}
            defaultChecked={props.topicIds.includes(String(topic.id))}
          />
        ))}
        {choices.topics.length === 0 ? (
          <p className="text-sm text-ink-soft">No topics yet.</p>
        ) : null}
        <FieldMessages error={errors.topicIds} errorId="topics-error" />
      </fieldset>
    </>
  );
}
