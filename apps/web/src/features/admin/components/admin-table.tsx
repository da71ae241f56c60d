/**
 * The back office's table: dense rows on a wider screen; on a phone (below 768 px, where the back office's menu folds)
 * each row becomes a card — the cell naming the row as its title, every other cell under its column's name, two to a
 * line, the row's actions along the bottom — so nothing scrolls sideways and every column shows (issue 31, item 13).
 * The region is focusable, so the keyboard can scroll a wide table. Each column says what heads it and what it shows
 * of a row; under the rows, a note while the list's first page loads, or why it has no row once it has loaded.
 */
import type { AriaAttributes, Key, ReactNode } from 'react';

export type AdminColumn<Row> = {
  /** Unique within the table. */
  key: string;
  /** The head cell's content (a column of row actions is headed by a visually hidden word). */
  header: ReactNode;
  /** The column's name over each cell of a phone's card, when the header is not plain text (a sort button). */
  label?: string;
  /** The cell spans its card's width on a phone (a long value, such as an e-mail or a link). */
  wide?: boolean;
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
  /** The screen lays its rows out on a phone itself (the audit log's and the deliveries' blocks), not as cards. */
  ownPhoneLayout?: boolean;
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
  ownPhoneLayout,
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
      <table
        className={['lj-admin-table', ownPhoneLayout ? null : 'lj-admin-table--cards', className]
          .filter(Boolean)
          .join(' ')}
      >
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
                  <td
                    key={column.key}
                    className={column.wide ? `${column.className ?? ''} lj-admin-table__wide`.trim() : column.className}
                    data-label={column.label ?? (typeof column.header === 'string' ? column.header : undefined)}
                  >
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
