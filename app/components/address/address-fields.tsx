import { useState } from "react";
import { useAddressFormat } from "#app/components/address/use-address-format.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { AddressFormOptions } from "#server/addresses/address-form-options.ts";
import type { AddressField, AddressFormat, AddressPart } from "#server/addresses/address-format.ts";
import { regionCodeOf } from "#server/addresses/region-code.ts";

type Values = Partial<Record<string, string>>;

/** Before the chosen country's format has come (or with no scripts): every part, none required. */
const anyCountry: AddressField[] = [
  { part: "addressLine1", label: "Street address", required: false },
  { part: "addressLine2", label: "Apartment, suite, etc.", required: false },
  { part: "city", label: "City", required: false },
  { part: "stateProvince", label: "State/Province/Region", required: false },
  { part: "postalCode", label: "Postal code", required: false },
];

const autoCompleteOf: Record<AddressPart, string> = {
  addressLine1: "address-line1",
  addressLine2: "address-line2",
  city: "address-level2",
  stateProvince: "address-level1",
  postalCode: "postal-code",
};

/**
 * The one address form of the shop (checkout, My Details, the Mail Club's delivery address):
 * the names, the country, then the parts the country's post uses, in its order and with its
 * labels ("Postcode", "Prefecture"), its regions as a select and a real postal code as the
 * hint. Fields are named `${name}.part`, the schema's dotted paths, so each message lands
 * under its field. Picking another country fetches its format; until it comes, and without
 * scripts, every part shows and the server checks the address for the country sent. For
 * downloads only (`postal` false) just the names and the country.
 */
export function AddressFields(props: {
  name: string;
  values: Values;
  errors: Record<string, string>;
  options: AddressFormOptions;
  legend: string;
  /** "shipping" or "billing": the browser's autofill section. */
  section?: string;
  postal?: boolean;
  /** False where the form asks for the names elsewhere (My Details). */
  names?: boolean;
  countryHint?: string;
  /** What the form says under the legend. */
  intro?: string;
  /** Told when the buyer picks another country (the checkout's postage follows it). */
  onCountryChange?: (country: string) => void;
}) {
  const { name, values, errors, options } = props;
  const field = (part: string) => `${name}.${part}`;
  const section = props.section ? `${props.section} ` : "";
  const [country, setCountry] = useState(values[field("country")] || options.format.country);
  const format = useAddressFormat(options.format, country);
  const postal = props.postal ?? true;
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 font-display text-xl font-semibold">{props.legend}</legend>
      {props.intro ? <p className="-mt-2 text-sm text-ink-soft">{props.intro}</p> : null}
      {props.names === false ? null : (
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            name={field("firstName")}
            autoComplete={`${section}given-name`}
            required
            defaultValue={values[field("firstName")]}
            error={errors[field("firstName")]}
          />
          <Input
            label="Last name"
            name={field("lastName")}
            autoComplete={`${section}family-name`}
            required
            defaultValue={values[field("lastName")]}
            error={errors[field("lastName")]}
          />
        </div>
      )}
      <Select
        label="Country"
        name={field("country")}
        autoComplete={`${section}country`}
        required
        options={withSaved(options.countries, country)}
        value={country}
        onChange={(event) => {
          setCountry(event.currentTarget.value);
          props.onCountryChange?.(event.currentTarget.value);
        }}
        hint={props.countryHint}
        error={errors[field("country")]}
      />
      {postal ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {(format?.fields ?? anyCountry).map((part) => (
            <AddressPartField
              // What was typed stays when the country changes; its region list starts afresh.
              key={part.part === "stateProvince" ? `${country}-region` : part.part}
              field={part}
              name={field(part.part)}
              autoComplete={`${section}${autoCompleteOf[part.part]}`}
              format={format}
              value={values[field(part.part)]}
              error={errors[field(part.part)]}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

function AddressPartField(props: {
  field: AddressField;
  name: string;
  autoComplete: string;
  format: AddressFormat | null;
  value: string | undefined;
  error: string | undefined;
}) {
  const { field, format } = props;
  const common = {
    label: field.label,
    name: props.name,
    autoComplete: props.autoComplete,
    required: field.required,
    error: props.error,
  };
  const wide = field.part === "addressLine1" || field.part === "addressLine2";
  if (field.part === "stateProvince" && format && format.regions.length > 0) {
    return (
      <Select
        {...common}
        placeholder="Select"
        options={format.regions.map((region) => ({ value: region.code, label: region.name }))}
        defaultValue={regionCodeOf(format, props.value ?? "") ?? ""}
      />
    );
  }
  const example = field.part === "postalCode" ? format?.postalCode?.examples[0] : undefined;
  return (
    <Input
      {...common}
      wrapperClassName={wide ? "sm:col-span-2" : undefined}
      defaultValue={props.value}
      hint={example ? `For example ${example}` : undefined}
      autoCapitalize={field.part === "postalCode" ? "characters" : undefined}
    />
  );
}

/** A saved country the list no longer offers ("OTHER") still shows, so it can be changed. */
function withSaved(countries: AddressFormOptions["countries"], country: string) {
  if (!country || countries.some((candidate) => candidate.value === country)) return countries;
  return [{ value: country, label: "Choose your country", disabled: true }, ...countries];
}
