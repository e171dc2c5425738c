import type { ChangeEvent, FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { centsToInput } from "#app/components/catalogue/filter-params.ts";
import {
  type SearchState,
  searchHref,
  searchHrefFromForm,
} from "#app/components/catalogue/search-state.ts";
import { FilterIcon } from "#app/components/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses } from "#app/components/ui/field.tsx";
import type { AvailableFilters, FilterCount } from "#server/catalogue/types.ts";

function CheckboxGroup(props: {
  legend: string;
  name: "types" | "subcategories" | "topics";
  options: FilterCount[];
  selected: string[];
}) {
  const options = props.options.filter(
    (option) => option.count > 0 || props.selected.includes(option.slug),
  );
  if (options.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-display text-lg font-semibold text-ink">{props.legend}</legend>
      <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto pr-1">
        {options.map((option) => {
          const id = `filter-${props.name}-${option.slug}`;
          return (
            <li key={option.slug} className="flex items-center gap-2.5">
              <input
                id={id}
                type="checkbox"
                name={props.name}
                value={option.slug}
                defaultChecked={props.selected.includes(option.slug)}
                className="size-5 shrink-0 cursor-pointer accent-sage-deep"
              />
              <label
                htmlFor={id}
                className="flex flex-1 cursor-pointer justify-between gap-2 py-1 text-sm"
              >
                <span>
                  {option.emoji ? <span aria-hidden="true">{option.emoji} </span> : null}
                  {option.name}
                </span>
                <span className="text-ink-soft">({option.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The search sidebar: a GET form that works without JavaScript ('Apply Filters'); with it,
 * ticking a box applies at once. Behind a 'Filters' disclosure on small screens.
 */
export function SearchFilters({
  state,
  available,
}: {
  state: SearchState;
  available: AvailableFilters;
}) {
  const navigate = useNavigate();
  const active =
    state.types.length +
    state.subcategories.length +
    state.topics.length +
    (state.minPriceCents === undefined ? 0 : 1) +
    (state.maxPriceCents === undefined ? 0 : 1);

  function apply(form: HTMLFormElement) {
    navigate(searchHrefFromForm(new FormData(form), state), { preventScrollReset: true });
  }
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    if (event.target instanceof HTMLInputElement && event.target.type === "checkbox") {
      apply(event.currentTarget);
    }
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }
  // The form's key follows the URL so its unticked boxes match the page after navigation.
  const formKey = searchHref(state);

  return (
    <details className="group paper-card lg:border-0 lg:bg-transparent lg:shadow-none lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block">
      <summary
        className={buttonClasses({
          variant: "secondary",
          className:
            "m-3 w-[calc(100%-1.5rem)] list-none lg:hidden [&::-webkit-details-marker]:hidden",
        })}
      >
        <FilterIcon />
        Filters{active > 0 ? ` (${active})` : ""}
      </summary>
      <Form
        key={formKey}
        method="get"
        action="/search"
        onChange={onChange}
        onSubmit={onSubmit}
        aria-labelledby="search-filters-title"
        className="flex flex-col gap-6 px-4 pb-5 lg:px-0"
      >
        <h2 id="search-filters-title" className="text-2xl font-semibold max-lg:sr-only">
          Filters
        </h2>
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {state.sort !== "relevance" ? <input type="hidden" name="sort" value={state.sort} /> : null}
        <CheckboxGroup
          legend="Product Type"
          name="types"
          options={available.productTypes}
          selected={state.types}
        />
        <CheckboxGroup
          legend="Category"
          name="subcategories"
          options={available.subCategories}
          selected={state.subcategories}
        />
        <CheckboxGroup
          legend="Perfect For"
          name="topics"
          options={available.topicCategories}
          selected={state.topics}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-display text-lg font-semibold text-ink">Price</legend>
          <div className="grid grid-cols-2 gap-3">
            <PriceInput name="minPrice" label="Min price ($)" cents={state.minPriceCents} />
            <PriceInput name="maxPrice" label="Max price ($)" cents={state.maxPriceCents} />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClasses({ size: "md" })}>
            Apply Filters
          </button>
          <Link
            to={searchHref(state, {
              types: [],
              subcategories: [],
              topics: [],
              minPriceCents: undefined,
              maxPriceCents: undefined,
            })}
            preventScrollReset
            className={buttonClasses({ variant: "ghost", size: "md" })}
          >
            Clear Filters
          </Link>
        </div>
      </Form>
    </details>
  );
}

function PriceInput(props: { name: string; label: string; cents?: number }) {
  const id = `search-${props.name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={props.name === "minPrice" ? "0" : "Any"}
        defaultValue={centsToInput(props.cents)}
        className={controlClasses}
      />
    </div>
  );
}
