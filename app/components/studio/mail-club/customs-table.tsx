import { StudioTable } from "#app/components/studio/studio-table.tsx";

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
    <StudioTable
      label="Customs declarations"
      caption="Customs declarations"
      minWidth="min-w-[52rem]"
      rows={rows}
      rowKey={(row) => row.number}
      columns={[
        {
          header: "Envelope",
          align: "right",
          className: "tabular-nums",
          cell: (row) => row.number,
        },
        {
          header: "Addressee",
          rowHeader: true,
          className: "font-normal",
          cell: (row) => (
            <>
              <span className="font-semibold">{row.addressee}</span>
              <span className="block text-ink-soft">{row.address}</span>
            </>
          ),
        },
        {
          header: "Contents",
          cell: (row) => (
            <>
              {row.contents}
              <span className="block text-ink-soft">{row.category}</span>
            </>
          ),
        },
        {
          header: "Net weight",
          align: "right",
          className: "tabular-nums whitespace-nowrap",
          cell: (row) => row.weight,
        },
        { header: "Value", align: "right", className: "tabular-nums", cell: (row) => row.value },
        { header: "HS tariff no.", cell: (row) => row.tariff },
      ]}
    />
  );
}
