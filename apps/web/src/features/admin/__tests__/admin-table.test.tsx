/**
 * The back office's table: a focusable scrolling region named as the screen names it, a head cell per column (sort
 * state included), a header cell per row where the column names it, and the notes for a list that is loading or
 * has loaded nothing.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AdminColumn, AdminTable } from '../components/admin-table';

type Piece = { id: number; name: string; price: string; saving: boolean };

const PIECES: Piece[] = [
  { id: 1, name: 'Aurora Ring', price: '$160.00', saving: false },
  { id: 2, name: 'Lumen Studs', price: '$90.00', saving: true },
];

const COLUMNS: AdminColumn<Piece>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (piece) => piece.name },
  { key: 'price', header: 'Price', sort: 'descending', headClassName: 'num', className: 'num', cell: (p) => p.price },
  {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    className: 'lj-admin-table__actions',
    cell: (piece) => <button type="button">Edit {piece.name}</button>,
  },
];

const LOADED = { isPending: false, isSuccess: true };

describe('AdminTable', () => {
  it('is a focusable region named by its label, with a head cell per column and a row per item', () => {
    const { container } = render(
      <AdminTable label="Piece list" columns={COLUMNS} rows={PIECES} rowKey={(piece) => piece.id} busy={false} />,
    );
    const region = screen.getByRole('region', { name: 'Piece list' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('lj-admin-table-wrap');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(within(region).getByRole('table')).toHaveClass('lj-admin-table lj-admin-table--cards', { exact: true });

    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Name', 'Price', 'Actions']);
    expect(heads.every((head) => head.getAttribute('scope') === 'col')).toBe(true);
    expect(heads[1]).toHaveAttribute('aria-sort', 'descending');
    expect(heads[1]).toHaveClass('num');
    expect(heads[0]).not.toHaveAttribute('aria-sort');
    expect(heads[0]).not.toHaveAttribute('class');

    const rowHeads = screen.getAllByRole('rowheader');
    expect(rowHeads.map((head) => head.textContent)).toEqual(['Aurora Ring', 'Lumen Studs']);
    expect(rowHeads[0]).toHaveAttribute('scope', 'row');
    const cells = container.querySelectorAll('tbody tr:first-child td');
    expect([...cells].map((cell) => cell.className)).toEqual(['num', 'lj-admin-table__actions']);
    expect(screen.getByRole('button', { name: 'Edit Lumen Studs' })).toBeTruthy();
    expect(container.querySelector('.lj-admin-table__note')).toBeNull();
  });

  it('marks a row busy while its change is saved, and adds a screen’s own table class', () => {
    const { container } = render(
      <AdminTable
        label="Piece list"
        className="lj-cat-table"
        columns={COLUMNS}
        rows={PIECES}
        rowKey={(piece) => piece.id}
        rowBusy={(piece) => piece.saving}
      />,
    );
    expect(screen.getByRole('table')).toHaveClass('lj-admin-table lj-admin-table--cards lj-cat-table', { exact: true });
    const rows = container.querySelectorAll('tbody tr');
    expect(rows[0]).toHaveAttribute('aria-busy', 'false');
    expect(rows[1]).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region')).not.toHaveAttribute('aria-busy');
  });

  it('on a phone, names each data cell by its column (the header, or the label of a sort button), and keeps its own layout when asked', () => {
    const columns: AdminColumn<Piece>[] = [
      ...COLUMNS.slice(0, 1),
      {
        key: 'price',
        header: <button type="button">Price ↕</button>,
        label: 'Price',
        wide: true,
        cell: (p) => p.price,
      },
      ...COLUMNS.slice(2),
    ];
    const { container, rerender } = render(
      <AdminTable label="Piece list" columns={columns} rows={PIECES} rowKey={(piece) => piece.id} />,
    );
    const cells = [...container.querySelectorAll('tbody tr:first-child td')];
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Price', null]);
    expect(cells[0]).toHaveClass('lj-admin-table__wide');
    rerender(<AdminTable label="Piece list" columns={columns} rows={PIECES} rowKey={(p) => p.id} ownPhoneLayout />);
    expect(screen.getByRole('table')).toHaveClass('lj-admin-table', { exact: true });
  });

  it('says the list is loading while its query is pending, then why it is empty once loaded', () => {
    const props = {
      label: 'Piece list',
      columns: COLUMNS,
      rows: [] as Piece[],
      rowKey: (piece: Piece) => piece.id,
      loading: 'Loading the pieces…',
      empty: 'No pieces yet.',
    };
    const { container, rerender } = render(<AdminTable {...props} query={{ isPending: true, isSuccess: false }} />);
    const notes = () =>
      [...container.querySelectorAll('p.lj-admin-muted.lj-admin-table__note')].map((p) => p.textContent);
    expect(notes()).toEqual(['Loading the pieces…']);

    rerender(<AdminTable {...props} query={LOADED} />);
    expect(notes()).toEqual(['No pieces yet.']);
    expect(screen.getByRole('region').lastElementChild?.textContent).toBe('No pieces yet.');

    rerender(<AdminTable {...props} query={{ isPending: false, isSuccess: false }} />);
    expect(notes()).toEqual([]);

    rerender(<AdminTable {...props} rows={PIECES} query={LOADED} />);
    expect(notes()).toEqual([]);
  });

  it('is named by a heading when given its id, and can scroll unframed with a caption', () => {
    render(
      <>
        <h2 id="pieces-title">Pieces</h2>
        <AdminTable
          labelledBy="pieces-title"
          regionClassName="lj-orders-lines"
          caption="Every piece, newest first"
          columns={COLUMNS}
          rows={PIECES}
          rowKey={(piece) => piece.id}
        />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Pieces' });
    expect(region).toHaveClass('lj-orders-lines', { exact: true });
    expect(region).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('table', { name: 'Every piece, newest first' })).toBeTruthy();
    expect(region.querySelector('caption')).toHaveClass('visually-hidden');
  });
});
