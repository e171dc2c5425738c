import { Link } from "react-router";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { Badge } from "#app/components/ui/badge.tsx";

export interface ZoneRow {
  id: number;
  name: string;
  position: number;
  countries: string;
  freeOver: string | null;
  shared: string[];
}

export interface MethodRow {
  id: number;
  name: string;
  description: string;
  position: number;
  lettersOnly: boolean;
  isActive: boolean;
  prices: { zone: string; bands: { upToGrams: number; priceText: string }[] }[];
}

const nameLink = "font-semibold underline-offset-4 hover:underline";

/** The zones in the order they are tried, with their countries and free-shipping threshold. */
export function ZonesTable({ zones }: { zones: ZoneRow[] }) {
  return (
    <StudioTable
      label="Shipping zones"
      minWidth="min-w-[44rem]"
      rows={zones}
      rowKey={(zone) => zone.id}
      columns={[
        {
          header: "Order",
          align: "right",
          className: "w-16 tabular-nums",
          cell: (zone) => zone.position,
        },
        {
          header: "Zone",
          rowHeader: true,
          className: "font-normal",
          cell: (zone) => (
            <Link to={`/studio/shipping/zones/${zone.id}`} className={nameLink}>
              {zone.name}
            </Link>
          ),
        },
        {
          header: "Countries",
          className: "min-w-64",
          cell: (zone) => (
            <>
              {zone.countries}
              {zone.shared.map((note) => (
                <span key={note} className="mt-1 block text-ink-soft">
                  {note}
                </span>
              ))}
            </>
          ),
        },
        {
          header: "Free shipping",
          className: "whitespace-nowrap",
          cell: (zone) => (zone.freeOver ? `From ${zone.freeOver}` : "Never"),
        },
      ]}
    />
  );
}

/** The methods in their checkout order, each with its prices by zone and weight. */
export function MethodsTable({ methods }: { methods: MethodRow[] }) {
  return (
    <StudioTable
      label="Shipping methods"
      minWidth="min-w-[52rem]"
      rows={methods}
      rowKey={(method) => method.id}
      columns={[
        {
          header: "Order",
          align: "right",
          className: "w-16 tabular-nums",
          cell: (method) => method.position,
        },
        {
          header: "Method",
          rowHeader: true,
          className: "min-w-48 font-normal",
          cell: (method) => (
            <>
              <Link to={`/studio/shipping/methods/${method.id}`} className={nameLink}>
                {method.name}
              </Link>
              {method.description ? (
                <span className="block text-ink-soft">{method.description}</span>
              ) : null}
              <span className="mt-1 flex flex-wrap gap-1">
                {method.isActive ? null : <Badge variant="outline">Not offered</Badge>}
                {method.lettersOnly ? <Badge variant="sage">Letters only</Badge> : null}
              </span>
            </>
          ),
        },
        {
          header: "Prices by weight",
          className: "min-w-72",
          cell: (method) =>
            method.prices.length === 0 ? (
              <span className="text-ink-soft">No prices yet: not offered anywhere.</span>
            ) : (
              <dl className="flex flex-col gap-1">
                {method.prices.map((zone) => (
                  <div key={zone.zone} className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold">{zone.zone}:</dt>
                    <dd>
                      {zone.bands
                        .map(
                          (band) =>
                            `up to ${band.upToGrams.toLocaleString("en-US")} g ${band.priceText}`,
                        )
                        .join(" · ")}
                    </dd>
                  </div>
                ))}
              </dl>
            ),
        },
      ]}
    />
  );
}
