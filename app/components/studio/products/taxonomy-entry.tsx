import type { ReactNode } from "react";
import { KeyedForm } from "#app/components/studio/keyed-form.tsx";
import type { FormRefusal, FormReply } from "#app/forms/form-reply.ts";

/**
 * One type, sub-category or topic: its name and use on one line, which opens (a native
 * disclosure, no script needed) on the form that renames it and, when no product has it,
 * the button that deletes it.
 */
export function TaxonomyEntry(props: {
  kind: "type" | "sub" | "topic";
  id: number;
  name: string;
  detail: ReactNode;
  productCount: number;
  pageReply?: FormReply;
  fields: (refused: FormRefusal | undefined) => ReactNode;
}) {
  const uses = props.productCount === 1 ? "1 product" : `${props.productCount} products`;
  return (
    <li className="border-b border-line last:border-b-0">
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 py-2 marker:hidden">
          <span
            aria-hidden="true"
            className="text-ink-soft transition-transform group-open:rotate-90"
          >
            ›
          </span>
          <span className="font-semibold">{props.name}</span>
          <span className="text-sm text-ink-soft">{props.detail}</span>
          <span className="ml-auto text-sm text-ink-soft">{uses}</span>
          <span className="sr-only">: edit</span>
        </summary>
        <div className="flex flex-col gap-4 pt-2 pb-5 pl-5">
          <KeyedForm
            formKey={`${props.kind}-${props.id}`}
            intent={`${props.kind}-update`}
            id={props.id}
            pageReply={props.pageReply}
            submitLabel="Save"
            className="flex flex-col gap-4"
            fields={props.fields}
          />
          {props.productCount === 0 ? (
            <KeyedForm
              formKey={`${props.kind}-${props.id}-delete`}
              intent={`${props.kind}-delete`}
              id={props.id}
              pageReply={props.pageReply}
              submitLabel={`Delete “${props.name}”`}
              variant="destructive"
            />
          ) : (
            <p className="text-sm text-ink-soft">
              {props.kind === "type"
                ? `It has ${uses}, so it can't be deleted until they move to another type.`
                : `Given to ${uses}, so it can't be deleted until they no longer have it.`}
            </p>
          )}
        </div>
      </details>
    </li>
  );
}
