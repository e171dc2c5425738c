import { KeyedForm } from "#app/components/studio/keyed-form.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, type FormRefusal, type FormReply, typedOr } from "#app/forms/form-reply.ts";

export interface ZoneBands {
  zone: { id: number; name: string; countries: string };
  bands: { id: number; upToGrams: number; price: string; priceText: string }[];
}

/** A band's two fields: up to so many grams, a price in dollars. */
function BandInputs(props: {
  refused: FormRefusal | undefined;
  saved?: { upToGrams: number; price: string };
}) {
  const { refused, saved } = props;
  return (
    <>
      <Input
        label="Up to (grams)"
        name="upToGrams"
        inputMode="numeric"
        autoComplete="off"
        placeholder="250"
        defaultValue={typedOr(refused, "upToGrams", saved ? String(saved.upToGrams) : "")}
        error={errorOf(refused, "upToGrams")}
        wrapperClassName="w-36"
      />
      <Input
        label="Price (US dollars)"
        name="price"
        inputMode="decimal"
        autoComplete="off"
        placeholder="5.50"
        defaultValue={typedOr(refused, "price", saved?.price ?? "")}
        error={errorOf(refused, "price")}
        wrapperClassName="w-36"
      />
    </>
  );
}

const row = "flex flex-wrap items-end gap-3";

/**
 * A method's prices in one zone by weight, lightest first: each band changed or deleted on its
 * own, and a form to add one. A parcel takes the lightest band that holds its weight.
 */
export function ZonePrices(props: ZoneBands & { pageReply?: FormReply }) {
  const { zone, bands, pageReply } = props;
  return (
    <StudioPanel title={zone.name}>
      <p className="mb-4 text-sm text-ink-soft">{zone.countries}</p>
      {bands.length === 0 ? (
        <p className="mb-4">No prices here yet, so this method isn't offered in {zone.name}.</p>
      ) : (
        <ol aria-label={`Prices in ${zone.name}, lightest first`} className="mb-2">
          {bands.map((band) => (
            <li key={band.id} className={`${row} border-b border-line py-3 last:border-b-0`}>
              <KeyedForm
                formKey={`rate-${band.id}`}
                intent="rate-save"
                id={band.id}
                pageReply={pageReply}
                variant="secondary"
                submitLabel={
                  <>
                    Save<span className="sr-only">: up to {band.upToGrams} g</span>
                  </>
                }
                className={row}
                fields={(refused) => (
                  // A saved band gets fresh fields with what is stored; the form itself stays,
                  // so its "Saved." stays too.
                  <BandInputs
                    key={`${band.upToGrams}-${band.price}`}
                    refused={refused}
                    saved={band}
                  />
                )}
              />
              <KeyedForm
                formKey={`rate-${band.id}-delete`}
                intent="rate-delete"
                id={band.id}
                pageReply={pageReply}
                variant="secondary"
                submitLabel={
                  <>
                    Delete<span className="sr-only">: up to {band.upToGrams} g</span>
                  </>
                }
              />
            </li>
          ))}
        </ol>
      )}
      <KeyedForm
        formKey={`rate-add-${zone.id}`}
        intent="rate-add"
        pageReply={pageReply}
        resetOnSuccess
        submitLabel={
          <>
            Add the price<span className="sr-only"> in {zone.name}</span>
          </>
        }
        className={`${row} border-t border-line pt-4`}
        fields={(refused) => (
          <>
            <input type="hidden" name="zoneId" value={zone.id} />
            <BandInputs refused={refused} />
          </>
        )}
      />
    </StudioPanel>
  );
}
