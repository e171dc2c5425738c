import {
  StudioTableFrame,
  studioTable,
  tableClasses,
} from "#app/components/studio/studio-page.tsx";

export interface CustomsRow {
  number: number;
  addressee: string;
  address: string;
  contents: string;
  category: string;
  weight: string;
  value: string;
  tariff: string;
}

/** What each envelope abroad declares on its CN22, numbered as on the labels. */
export function CustomsTable({ rows }: { rows: CustomsRow[] }) {
  return (
    <StudioTableFrame label="Customs declarations">
      <table className={tableClasses("min-w-[52rem]")}>
        <caption className="sr-only">Customs declarations</caption>
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Envelope
            </th>
            <th scope="col" className={studioTable.headCell}>
              Addressee
            </th>
            <th scope="col" className={studioTable.headCell}>
              Contents
            </th>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Net weight
            </th>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Value
            </th>
            <th scope="col" className={studioTable.headCell}>
              HS tariff no.
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} className={studioTable.row}>
              <td className={`${studioTable.cell} text-right tabular-nums`}>{row.number}</td>
              <th scope="row" className={`${studioTable.cell} font-normal`}>
                <span className="font-semibold">{row.addressee}</span>
                <span className="block text-ink-soft">{row.address}</span>
              </th>
              <td className={studioTable.cell}>
                {row.contents}
                <span className="block text-ink-soft">{row.category}</span>
              </td>
              <td className={`${studioTable.cell} text-right tabular-nums whitespace-nowrap`}>
                {row.weight}
              </td>
              <td className={`${studioTable.cell} text-right tabular-nums`}>{row.value}</td>
              <td className={studioTable.cell}>{row.tariff}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
