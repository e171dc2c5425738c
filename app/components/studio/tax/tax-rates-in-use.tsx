import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import type { taxOverview } from "#server/tax/studio/tax-overview.ts";
import { percentOf } from "#server/tax/tax-arithmetic.ts";

type Overview = Awaited<ReturnType<typeof taxOverview>>;

/** The rates the checkout uses today: each registered state's regions, each VAT country's rate. */
export function TaxRatesInUse(props: {
  usRates: Overview["usRates"];
  vatRates: Overview["vatRates"];
}) {
  if (props.usRates.length === 0 && props.vatRates.length === 0) {
    return (
      <StudioPanel title="Rates in use">
        <p className="text-sm text-ink-soft">
          None: the shop is registered nowhere, so every order shows Tax $0.00.
        </p>
      </StudioPanel>
    );
  }
  return (
    <StudioPanel title="Rates in use">
      <div className="flex flex-col gap-6">
        {props.usRates.map((state) => (
          <div key={state.state} className="overflow-x-auto">
            <h3 className="mb-1 font-semibold">{state.state}</h3>
            <p className="mb-2 text-sm text-ink-soft">
              State rate {percentOf(state.stateRatePpm)} (used for a ZIP code not in the file);
              postage {state.postageTaxed ? "taxed with taxable goods" : "not taxed"}.
              {state.regions[0]
                ? ` From ${state.regions[0].source}, in force since ${state.regions[0].appliesFrom}.`
                : " No rates file loaded yet."}
            </p>
            {state.regions.length > 0 ? (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th className="py-1 pr-4">Region</th>
                    <th className="py-1 pr-4">ZIP codes</th>
                    <th className="py-1 text-right">Rate</th>
                  </tr>
                </thead>
                <tbody>
                  {state.regions.map((region) => (
                    <tr
                      key={`${region.regionName}-${region.ratePpm}`}
                      className="border-b border-line/60"
                    >
                      <td className="py-1 pr-4">{region.regionName}</td>
                      <td className="py-1 pr-4 tabular-nums">
                        {region.zips} ({region.firstZip}–{region.lastZip})
                      </td>
                      <td className="py-1 text-right tabular-nums">{percentOf(region.ratePpm)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ))}
        {props.vatRates.map((scheme) => (
          <details key={scheme.scheme} className="overflow-x-auto">
            <summary className="cursor-pointer font-semibold">
              {scheme.scheme}: {scheme.countries.length} countries, on {scheme.taxed.join(", ")}
            </summary>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th className="py-1 pr-4">Country</th>
                  <th className="py-1 pr-4">Since</th>
                  <th className="py-1 text-right">Standard rate</th>
                </tr>
              </thead>
              <tbody>
                {scheme.countries.map((country) => (
                  <tr key={country.country} className="border-b border-line/60">
                    <td className="py-1 pr-4">{country.name}</td>
                    <td className="py-1 pr-4 tabular-nums">{country.appliesFrom ?? "—"}</td>
                    <td className="py-1 text-right tabular-nums">{percentOf(country.ratePpm)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-ink-soft">Rates from {scheme.countries[0]?.source}.</p>
          </details>
        ))}
      </div>
    </StudioPanel>
  );
}
