import type { ReactNode } from "react";

/** One row a country: whether orders ship there, whether the international Mail Club goes. */
export function ServedCountriesTable(props: {
  countries: { code: string; name: string; shop: boolean; club: boolean }[];
}) {
  return (
    <div className="max-h-[32rem] overflow-y-auto rounded-md border border-line">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-paper-raised">
          <tr className="border-b border-line text-left">
            <th scope="col" className="px-3 py-2 font-semibold">
              Country
            </th>
            <th scope="col" className="px-3 py-2 text-center font-semibold">
              Orders
            </th>
            <th scope="col" className="px-3 py-2 text-center font-semibold">
              Mail Club
            </th>
          </tr>
        </thead>
        <tbody>
          {props.countries.map((country) => (
            <tr key={country.code} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {country.name} <span className="text-ink-soft">{country.code}</span>
              </th>
              <TickCell name="shop" code={country.code} ticked={country.shop}>
                Orders to {country.name}
              </TickCell>
              <TickCell name="club" code={country.code} ticked={country.club}>
                Mail Club to {country.name}
              </TickCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TickCell(props: { name: string; code: string; ticked: boolean; children: ReactNode }) {
  return (
    <td className="px-3 py-1.5 text-center">
      <label className="inline-flex">
        <span className="sr-only">{props.children}</span>
        <input
          type="checkbox"
          name={props.name}
          value={props.code}
          defaultChecked={props.ticked}
          className="size-5 accent-sage-deep"
        />
      </label>
    </td>
  );
}
