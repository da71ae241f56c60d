/**
 * The back office's table: dense rows inside a region that scrolls sideways on a phone, focusable so the keyboard can
 * scroll it too. Each column says what heads it and what it shows of a row; under the rows, a note while the list's
 * first page loads, or why it has no row once it has loaded.
 */
import type { AriaAttributes, Key, ReactNode } from 'react';

export type AdminColumn<Row> = {
  /** Unique within the table. */
  key: string;
  /** The head cell's content (a column of row actions is headed by a visually hidden word). */
  header: ReactNode;
  /** What the column shows of one row. */
  cell: (row: Row) => ReactNode;
  /** The cell names its row (`<th scope="row">`) rather than holding data. */
  rowHeader?: boolean;
  /** The head cell's classes. */
  headClassName?: string;
  /** The body cells' classes. */
  className?: string;
  /** The head's sort state, for a column that sorts the list. */
  sort?: AriaAttributes['aria-sort'];
};

/** The region's accessible name: a label, or the id of the heading that names it. */
type RegionName = { label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined };

export type AdminTableProps<Row> = RegionName & {
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A row whose change is on its way to the server: `aria-busy` on its `<tr>`. */
  rowBusy?: (row: Row) => boolean;
  /** Classes beside `lj-admin-table`, for a screen's own column styles. */
  className?: string;
  /** The scrolling region's classes: framed by default; a table inside a card scrolls without a frame of its own. */
  regionClassName?: string;
  /** What the table holds, for screen readers. */
  caption?: ReactNode;
  /** The list is being fetched: `aria-busy` on the region. */
  busy?: boolean;
  /** The list's query, for the notes below: `loading` while it is pending, `empty` once it has loaded no row. */
  query?: { isPending: boolean; isSuccess: boolean };
  loading?: ReactNode;
  empty?: ReactNode;
};

export function AdminTable<Row>({
  label,
  labelledBy,
  columns,
  rows,
  rowKey,
  rowBusy,
  className,
  regionClassName = 'lj-admin-table-wrap',
  caption,
  busy,
  query,
  loading,
  empty,
}: AdminTableProps<Row>) {
  return (
    <section
      className={regionClassName}
      aria-label={label}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      aria-busy={busy}
    >
      <table className={className ? `lj-admin-table ${className}` : 'lj-admin-table'}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort} className={column.headClassName}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} aria-busy={rowBusy?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {query?.isPending && loading ? <p className="lj-admin-muted lj-admin-table__note">{loading}</p> : null}
      {query?.isSuccess && rows.length === 0 && empty ? (
        <p className="lj-admin-muted lj-admin-table__note">{empty}</p>
      ) : null}
    </section>
  );
}
