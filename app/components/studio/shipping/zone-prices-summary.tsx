import { Link } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";

/** What each method costs in one zone by weight, read only: a method's page changes them. */
export function ZonePricesSummary(props: {
  zoneName: string;
  prices: { id: number; name: string; bands: { upToGrams: number; priceText: string }[] }[];
}) {
  return (
    <StudioPanel title="Prices here">
      {props.prices.length === 0 ? (
        <p>No shipping methods yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {props.prices.map((method) => (
            <li key={method.id}>
              <Link
                to={`/studio/shipping/methods/${method.id}`}
                className="font-semibold underline underline-offset-4"
              >
                {method.name}
              </Link>
              :{" "}
              {method.bands.length === 0
                ? `no prices, so it isn't offered in ${props.zoneName}.`
                : method.bands
                    .map(
                      (band) =>
                        `up to ${band.upToGrams.toLocaleString("en-US")} g ${band.priceText}`,
                    )
                    .join(" · ")}
            </li>
          ))}
        </ul>
      )}
    </StudioPanel>
  );
}
