import { type ReactNode, useRef } from "react";
import { useFetcher } from "react-router";
import { FormAlert } from "#app/components/account/form-alert.tsx";
import { useFetcherResult } from "#app/components/cart/use-fetcher-result.ts";
import { Button } from "#app/components/ui/button.tsx";

/** What the taxonomy screen's action answers, for the form named `form`. */
export type TaxonomyResult =
  | { ok: true; form: string; message: string }
  | {
      ok: false;
      form: string;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

/** The fields' messages and typed values of a refused post, for the fields to show. */
export interface FieldState {
  errors: Record<string, string>;
  values: Record<string, string>;
}

/**
 * One small form of the taxonomy screen, sent by a fetcher so the page stays where it is;
 * without JavaScript it posts the page, and the page's answer (`pageResult`) is shown here
 * when it is this form's. A form that adds something is emptied once it has.
 */
export function TaxonomyForm(props: {
  formKey: string;
  intent: string;
  id?: number;
  pageResult?: TaxonomyResult;
  submitLabel: string;
  variant?: "primary" | "secondary" | "destructive";
  resetOnSuccess?: boolean;
  className?: string;
  fields?: (state: FieldState) => ReactNode;
}) {
  const fetcher = useFetcher<TaxonomyResult>({ key: props.formKey });
  const formRef = useRef<HTMLFormElement>(null);
  const fromPage = props.pageResult?.form === props.formKey ? props.pageResult : undefined;
  const result = fetcher.data ?? fromPage;
  useFetcherResult(fetcher, (answer) => {
    if (answer.ok && props.resetOnSuccess) formRef.current?.reset();
  });
  const state: FieldState = result && !result.ok ? result : { errors: {}, values: {} };
  return (
    <fetcher.Form ref={formRef} method="post" noValidate className={props.className}>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="form" value={props.formKey} />
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      {props.fields?.(state)}
      <div className="flex flex-col items-start gap-3">
        <Button
          type="submit"
          variant={props.variant ?? "primary"}
          aria-disabled={fetcher.state !== "idle" || undefined}
          onClick={(event) => {
            if (fetcher.state !== "idle") event.preventDefault();
          }}
        >
          {fetcher.state !== "idle" ? "Saving..." : props.submitLabel}
        </Button>
        {result && (result.ok || Object.keys(result.errors).length === 0) ? (
          <FormAlert tone={result.ok ? "notice" : "error"} className="w-full">
            {result.message}
          </FormAlert>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

export const slugHint =
  "Blank: made from the name. It is part of addresses and can't be changed later.";

/** What a field shows: what was typed in a refused post, else the saved value. */
export function fieldValue(state: FieldState, name: string, saved = "") {
  return state.values[name] ?? saved;
}

export function AddHeading({ children }: { children: string }) {
  return <h3 className="text-lg font-semibold">{children}</h3>;
}
