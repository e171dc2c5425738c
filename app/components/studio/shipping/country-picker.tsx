import { useEffect, useId, useState } from "react";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FieldMessages } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";

export interface CountryChoice {
  code: string;
  name: string;
}

/** Letters without their accents, lower-case: "Åland" is found by "aland". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Countries ticked by name in a scrolling list, the chosen ones first; each posts its ISO code
 * as `countries`. Once scripts run, a search box narrows the list (a hidden country that is
 * ticked still posts).
 */
export function CountryPicker(props: {
  countries: readonly CountryChoice[];
  chosen: string[];
  error?: string;
  hint: string;
}) {
  const [query, setQuery] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = useId();
  const chosen = new Set(props.chosen);
  const [count, setCount] = useState(chosen.size);
  const ordered = [
    ...props.countries.filter((country) => chosen.has(country.code)),
    ...props.countries.filter((country) => !chosen.has(country.code)),
  ];
  const wanted = plain(query.trim());
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ""}`}
      onChange={(event) =>
        setCount(event.currentTarget.querySelectorAll("input[name=countries]:checked").length)
      }
    >
      <legend className="mb-1 text-sm font-semibold text-ink">Countries</legend>
      <FieldMessages
        hint={`${props.hint} ${count} chosen.`}
        hintId={`${id}-hint`}
        error={props.error}
        errorId={`${id}-error`}
      />
      {hydrated ? (
        <Input
          label="Find a country"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          wrapperClassName="sm:max-w-80"
        />
      ) : null}
      <ul className="grid max-h-96 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-line bg-paper p-3 sm:grid-cols-2">
        {ordered.map((country) => (
          <li
            key={country.code}
            hidden={wanted !== "" && !plain(`${country.name} ${country.code}`).includes(wanted)}
            className="py-1"
          >
            <Checkbox
              label={country.name}
              name="countries"
              value={country.code}
              defaultChecked={chosen.has(country.code)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
