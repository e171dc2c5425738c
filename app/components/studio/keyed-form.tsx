import { type ReactNode, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormRefusal, type FormReply, refusalOf, replyFor } from "#app/forms/form-reply.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";

/**
 * One small form of a screen with many (a taxonomy entry, a weight band), known by its key and
 * sent by a fetcher so the page stays where it is; without JavaScript it posts the page, and
 * the page's reply (`pageReply`) is shown here when it is this form's: the action replies with
 * the form's key as its intent. A form that adds something is emptied once it has.
 */
export function KeyedForm(props: {
  formKey: string;
  intent: string;
  id?: number;
  pageReply?: FormReply;
  submitLabel: ReactNode;
  variant?: "primary" | "secondary" | "destructive";
  resetOnSuccess?: boolean;
  className?: string;
  fields?: (refused: FormRefusal | undefined) => ReactNode;
}) {
  const fetcher = useFetcher<FormReply>({ key: props.formKey });
  const formRef = useRef<HTMLFormElement>(null);
  const reply = fetcher.data ?? replyFor(props.pageReply, props.formKey);
  useFetcherResult(fetcher, (answer) => {
    if (answer.ok && props.resetOnSuccess) formRef.current?.reset();
  });
  return (
    <fetcher.Form ref={formRef} method="post" noValidate className={props.className}>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="form" value={props.formKey} />
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      {props.fields?.(refusalOf(reply))}
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
        {reply && (reply.ok || Object.keys(reply.errors).length === 0) ? (
          <FormAlert tone={reply.ok ? "notice" : "error"} className="w-full">
            {reply.message}
          </FormAlert>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
