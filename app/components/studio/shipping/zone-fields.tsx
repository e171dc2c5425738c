import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, refusalOf, typedOr } from "#app/forms/form-reply.ts";
import { type CountryChoice, CountryPicker } from "./country-picker.tsx";

export interface ZoneValues {
  name: string;
  countries: string[];
  restOfWorld: boolean;
  freeOver: string;
  position: string;
}

/** What was sent in a refused zone form, else the stored zone. */
function shownValues(reply: unknown, stored: ZoneValues): ZoneValues {
  const typed = refusalOf(reply)?.values;
  if (!typed) return stored;
  const countries = Array.isArray(typed.countries) ? typed.countries.map(String) : [];
  return {
    name: typedOr(reply, "name", stored.name),
    countries,
    restOfWorld: typed.restOfWorld === "on",
    freeOver: typedOr(reply, "freeOver", stored.freeOver),
    position: typedOr(reply, "position", stored.position),
  };
}

/** A zone's name, countries (or the rest of the world), free-shipping threshold and order. */
export function ZoneFields(props: {
  stored: ZoneValues;
  countries: readonly CountryChoice[];
  reply: unknown;
}) {
  const values = shownValues(props.reply, props.stored);
  const error = (field: string) => errorOf(props.reply, field);
  return (
    <div className="flex flex-col gap-5">
      <Input
        label="Name"
        name="name"
        required
        maxLength={60}
        defaultValue={values.name}
        error={error("name")}
        hint="For you: the buyer sees only the methods and their prices."
        wrapperClassName="sm:max-w-md"
      />
      <Checkbox
        label="The rest of the world"
        name="restOfWorld"
        defaultChecked={values.restOfWorld}
        error={error("restOfWorld")}
        hint="Takes every country no other zone lists, with no countries of its own. Without such a zone, the shop posts only to the countries its zones list."
      />
      <CountryPicker
        countries={props.countries}
        chosen={values.countries}
        error={error("countries")}
        hint="A country in two zones takes the prices of the one that comes first."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Free shipping from (US dollars)"
          name="freeOver"
          inputMode="decimal"
          autoComplete="off"
          placeholder="35.00"
          defaultValue={values.freeOver}
          error={error("freeOver")}
          hint="Orders of this much or more ship free here by the cheapest method. Blank: never free."
        />
        <Input
          label="Order"
          name="position"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.position}
          error={error("position")}
          hint="Lower comes first."
        />
      </div>
    </div>
  );
}
