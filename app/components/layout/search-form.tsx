import type { FormEvent } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { SearchIcon } from "#app/components/icons.tsx";
import { cx } from "#app/components/ui/cx.ts";

/** Trims the term before it is sent and ignores an empty one. */
function submitTrimmedTerm(event: FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.elements.namedItem("q");
  if (!(input instanceof HTMLInputElement)) return;
  const term = input.value.trim();
  if (!term) {
    event.preventDefault();
    input.value = "";
    input.focus();
    return;
  }
  input.value = term;
}

/**
 * The search box: a GET form to /search with the term in `q`. Without JavaScript the
 * browser submits it as is and the search page copes with an empty term.
 */
export function SearchForm({ id, className }: { id: string; className?: string }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const current = pathname === "/search" ? (searchParams.get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      onSubmit={submitTrimmedTerm}
      className={cx("relative flex w-full items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        key={current}
        id={id}
        name="q"
        type="search"
        defaultValue={current}
        placeholder="Search stickers, cards, bookmarks…"
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-pill border border-line-strong bg-paper-raised py-2 pr-12 pl-4 text-base text-ink placeholder:text-ink-soft/80 transition-colors hover:border-ink [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-pill text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink"
      >
        <SearchIcon className="size-5" />
      </button>
    </Form>
  );
}
