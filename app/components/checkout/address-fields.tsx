import { type ReactNode, useState } from "react";
import {
  type CheckoutValues,
  checkoutFields as f,
  type Option,
} from "#app/components/checkout/checkout-data.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";

/**
 * The shipping address of checkout: names, street, city, state/province, postal code and
 * country. In the US the state is a select of the 50 states; elsewhere it is free text. The
 * choice follows the country as soon as scripts run; before that it follows the country the
 * page was drawn with (a refused post draws it again with the country sent). For downloads
 * only (`postal` false) just the names and the country: nothing is posted.
 */
export function AddressFields(props: {
  values: CheckoutValues;
  errors: Record<string, string>;
  states: readonly Option[];
  countries: readonly Option[];
  legend?: string;
  postal?: boolean;
}) {
  const { values, errors } = props;
  const [country, setCountry] = useState(values[f.country] || "US");
  const postal = props.postal ?? true;
  const countrySelect = (
    <Select
      label="Country"
      name={f.country}
      autoComplete={postal ? "shipping country" : "country"}
      required
      options={props.countries}
      value={country}
      onChange={(event) => setCountry(event.currentTarget.value)}
      hint={postal ? undefined : "Where you live: the shop keeps it for tax on digital sales."}
      error={errors[f.country]}
    />
  );
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 font-display text-xl font-semibold">
        {props.legend ?? (postal ? "Shipping address" : "Digital delivery")}
      </legend>
      {postal ? null : (
        <p className="-mt-2 text-sm text-ink-soft">
          Nothing to post: your files are ready to download as soon as the order is paid.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First name"
          name={f.firstName}
          autoComplete="shipping given-name"
          required
          defaultValue={values[f.firstName]}
          error={errors[f.firstName]}
        />
        <Input
          label="Last name"
          name={f.lastName}
          autoComplete="shipping family-name"
          required
          defaultValue={values[f.lastName]}
          error={errors[f.lastName]}
        />
      </div>
      {postal ? (
        <PostalLines values={values} errors={errors} states={props.states} country={country}>
          {countrySelect}
        </PostalLines>
      ) : (
        countrySelect
      )}
    </fieldset>
  );
}

/** Street, city, state or province, postal code, with the country select among them. */
function PostalLines(props: {
  values: CheckoutValues;
  errors: Record<string, string>;
  states: readonly Option[];
  country: string;
  children: ReactNode;
}) {
  const { values, errors, country } = props;
  return (
    <>
      <Input
        label="Street address"
        name={f.addressLine1}
        autoComplete="shipping address-line1"
        required
        defaultValue={values[f.addressLine1]}
        error={errors[f.addressLine1]}
      />
      <Input
        label="Apartment, suite, etc. (optional)"
        name={f.addressLine2}
        autoComplete="shipping address-line2"
        defaultValue={values[f.addressLine2]}
        error={errors[f.addressLine2]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="City"
          name={f.city}
          autoComplete="shipping address-level2"
          required
          defaultValue={values[f.city]}
          error={errors[f.city]}
        />
        {country === "US" ? (
          <Select
            key="state-select"
            label="State/Province"
            name={f.stateProvince}
            autoComplete="shipping address-level1"
            required
            placeholder="Select"
            options={props.states}
            defaultValue={
              props.states.some((state) => state.value === values[f.stateProvince])
                ? values[f.stateProvince]
                : ""
            }
            error={errors[f.stateProvince]}
          />
        ) : (
          <Input
            key="state-text"
            label="State/Province"
            name={f.stateProvince}
            autoComplete="shipping address-level1"
            required
            defaultValue={
              props.states.some((state) => state.value === values[f.stateProvince])
                ? ""
                : values[f.stateProvince]
            }
            error={errors[f.stateProvince]}
          />
        )}
        <Input
          label="Postal code"
          name={f.postalCode}
          autoComplete="shipping postal-code"
          required
          defaultValue={values[f.postalCode]}
          error={errors[f.postalCode]}
        />
        {props.children}
      </div>
    </>
  );
}
