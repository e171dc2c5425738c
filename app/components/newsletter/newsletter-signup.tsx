import { useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { NewsletterReply } from "#app/components/newsletter/newsletter-result.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FieldMessages } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";

/**
 * The footer's 'Stay Updated' form (spec §2 Footer, decisions.md 6). It posts to the
 * /newsletter page's action: through a fetcher with a toast for the answer once scripts run,
 * as a plain form (whose answer is a page of its own) before that. A refused address gets
 * its message under the field.
 */
export function NewsletterSignup() {
  const fetcher = useFetcher<NewsletterReply>({ key: "newsletter-signup" });
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const answer = fetcher.data;
  const error = answer && !answer.ok ? answer.errors.email : undefined;
  const busy = fetcher.state !== "idle";

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      formRef.current?.reset();
      const fresh = result.status === "subscribed";
      toast({
        title: fresh ? "Thanks for subscribing!" : "You're already on the list",
        description: fresh
          ? "A confirmation is on its way to your inbox."
          : "There's nothing more to do. Thank you!",
        variant: "success",
      });
      return;
    }
    if (result.errors.email) {
      inputRef.current?.focus();
      return;
    }
    toast({
      title: "Not subscribed",
      description: result.message ?? "Something went wrong. Please try again.",
      variant: "destructive",
    });
  });

  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Your email
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 w-full flex-1 rounded-pill border border-line-strong bg-paper-raised px-4 text-base text-ink placeholder:text-ink-soft/80 hover:border-ink aria-invalid:border-danger"
        />
        <Button
          type="submit"
          aria-disabled={busy ? true : undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          {busy ? "Sending..." : "Send"}
        </Button>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </fetcher.Form>
  );
}
