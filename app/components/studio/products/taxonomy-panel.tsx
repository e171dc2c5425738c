import type { ReactNode } from "react";
import { KeyedForm } from "#app/components/studio/keyed-form.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { errorOf, type FormRefusal, type FormReply, typedOr } from "#app/forms/form-reply.ts";
import { TaxonomyEntry } from "./taxonomy-entry.tsx";
import { AddHeading, slugHint } from "./taxonomy-form.tsx";

interface TaxonomyItem {
  id: number;
  productCount: number;
}

/**
 * One panel of the taxonomy screen: its entries (in groups under a heading when `groups` has
 * headings), each opening on its edit form, and a form to add one.
 */
export function TaxonomyPanel<Item extends TaxonomyItem>(props: {
  title: string;
  kind: "type" | "sub" | "topic";
  groups: { id?: string; heading?: string; items: Item[] }[];
  entry: (item: Item) => { name: string; detail: ReactNode };
  editFields: (item: Item, refused: FormRefusal | undefined) => ReactNode;
  add: {
    heading: string;
    submitLabel: string;
    fields: (refused: FormRefusal | undefined) => ReactNode;
  };
  pageReply?: FormReply;
}) {
  const list = (items: Item[], className?: string) => (
    <ul className={className}>
      {items.map((item) => (
        <TaxonomyEntry
          key={item.id}
          kind={props.kind}
          id={item.id}
          {...props.entry(item)}
          productCount={item.productCount}
          pageReply={props.pageReply}
          fields={(refused) => props.editFields(item, refused)}
        />
      ))}
    </ul>
  );
  const grouped = props.groups.some((group) => group.heading);
  return (
    <StudioPanel title={props.title}>
      {grouped ? (
        <div className="mb-6 flex flex-col gap-4">
          {props.groups.map((group) =>
            group.items.length === 0 ? null : (
              <section key={group.id} aria-labelledby={group.id}>
                <h3
                  id={group.id}
                  className="text-xs font-semibold tracking-wide text-ink-soft uppercase"
                >
                  {group.heading}
                </h3>
                {list(group.items)}
              </section>
            ),
          )}
        </div>
      ) : (
        list(
          props.groups.flatMap((group) => group.items),
          "mb-6",
        )
      )}
      <KeyedForm
        formKey={`${props.kind}-new`}
        intent={`${props.kind}-create`}
        pageReply={props.pageReply}
        submitLabel={props.add.submitLabel}
        resetOnSuccess
        className="flex flex-col gap-4 border-t border-line pt-5"
        fields={(refused) => (
          <>
            <AddHeading>{props.add.heading}</AddHeading>
            {props.add.fields(refused)}
          </>
        )}
      />
    </StudioPanel>
  );
}

/** A text field of a taxonomy form, showing what was typed in a refused post, else `saved`. */
export function TaxonomyInput(props: {
  refused: FormRefusal | undefined;
  name: string;
  label: string;
  saved?: string;
  required?: boolean;
  hint?: string;
}) {
  return (
    <Input
      label={props.label}
      name={props.name}
      required={props.required}
      defaultValue={typedOr(props.refused, props.name, props.saved ?? "")}
      error={errorOf(props.refused, props.name)}
      hint={props.hint}
    />
  );
}

export function SlugInput({ refused }: { refused: FormRefusal | undefined }) {
  return <TaxonomyInput refused={refused} name="slug" label="Slug" hint={slugHint} />;
}

/** The Markdown a type or sub-category adds to its products' 'What's included'. */
export function IncludedTextField(props: { refused: FormRefusal | undefined; saved?: string }) {
  return (
    <Textarea
      label="What's included (Markdown)"
      name="includedText"
      rows={2}
      className="min-h-20!"
      defaultValue={typedOr(props.refused, "includedText", props.saved ?? "")}
      error={errorOf(props.refused, "includedText")}
    />
  );
}
