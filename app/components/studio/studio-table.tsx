import type { Key, ReactNode } from "react";
import {
  StudioTableFrame,
  studioTable,
  tableClasses,
} from "#app/components/studio/studio-page.tsx";
import { cx } from "#app/components/ui/cx.ts";

/** One column of a studio table: its header, and each row's cell. */
export interface StudioColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned (numbers), the header too. */
  align?: "right";
  /** Classes of its cells ('whitespace-nowrap', 'min-w-44'). */
  className?: string;
  /** A header read by screen readers only (a picture's column). */
  quietHeader?: boolean;
  headerClassName?: string;
  /** The cell that names the row (read out with every other cell of it). */
  rowHeader?: boolean;
}

/**
 * A studio list as a table: in its sideways-scrolling frame (named `label`), with headers
 * that screen readers tie to each cell, one row per item.
 */
export function StudioTable<Row>(props: {
  label: string;
  /** Read by screen readers before the table, when the frame's name is not enough. */
  caption?: string;
  minWidth: Parameters<typeof tableClasses>[0];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** Classes of a row of its own (an unread message stands out). */
  rowClassName?: (row: Row) => string | undefined;
  columns: StudioColumn<Row>[];
}) {
  const right = (column: StudioColumn<Row>) => column.align === "right" && "text-right";
  return (
    <StudioTableFrame label={props.label}>
      <table className={tableClasses(props.minWidth)}>
        {props.caption ? <caption className="sr-only">{props.caption}</caption> : null}
        <thead className={studioTable.head}>
          <tr>
            {props.columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cx(studioTable.headCell, right(column), column.headerClassName)}
              >
                {column.quietHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={props.rowKey(row)} className={cx(studioTable.row, props.rowClassName?.(row))}>
              {props.columns.map((column) => {
                const className = cx(studioTable.cell, right(column), column.className);
                return column.rowHeader ? (
                  <th key={column.header} scope="row" className={className}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row, index)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}
