/**
 * The audit log shows each change in words, a line a field ("Price: $120.00 → $125.00"), who made it by name, and
 * the raw record one click away (closed until asked for); an entry without details says so.
 */
import type { AuditEntry, StaffMember } from '@lumen/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminAuditScreen } from '../admin-audit-screen';

afterEach(() => vi.unstubAllGlobals());

const OWNER: StaffMember = {
  id: '0b9c1f4e-5d1a-4c1e-9f3a-2b6f7a8d9e01',
  email: 'asha@lumen.example',
  name: 'Asha Rao',
  role: 'owner',
  disabled: false,
  created_at: '2026-11-01T04:30:00.000Z',
  active_sessions: 1,
};
const entry = (id: string, change: Partial<AuditEntry>): AuditEntry => ({
  id,
  staff_id: OWNER.id,
  source: 'admin',
  at: '2026-11-27T23:10:00.000Z',
  action: 'product.update',
  entity: 'product',
  entity_id: '51',
  before: null,
  after: null,
  request_id: 'req-1',
  ...change,
});
const PRICE = entry('2', {
  before: { name: 'Aurora Solitaire Ring', price: 12_000, status: 'draft' },
  after: { name: 'Aurora Solitaire Ring', price: 12_500, status: 'published' },
});
const EXPORT = entry('1', { action: 'customer.export', entity: 'customer', entity_id: '7' });

function open() {
  stubApi({
    'GET /api/admin/audit?limit=50': () => ok({ entries: [PRICE, EXPORT], next_cursor: null }),
    'GET /api/admin/staff': () => ok({ staff: [OWNER] }),
  });
  renderWithApp(
    <Routes>
      <Route element={<Outlet context={{ ...OWNER }} />}>
        <Route path="/admin/audit" element={<AdminAuditScreen />} />
      </Route>
    </Routes>,
    { route: '/admin/audit' },
  );
}

describe('the audit log', () => {
  it('shows each change in words, a line a field, with who made it', async () => {
    open();
    const row = await screen.findByRole('row', { name: /product\.update/ });
    expect(within(row).getByText('Asha Rao')).toBeVisible();
    const terms = within(row).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Price', 'Status']);
    const values = within(row).getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['$120.00 → to $125.00', 'draft → to published']);
    // The JSON waits behind "Raw record".
    expect(within(row).getByText(/"price": 12000/)).not.toBeVisible();
  });

  it('opens the raw record on a click', async () => {
    const user = userEvent.setup();
    open();
    const row = await screen.findByRole('row', { name: /product\.update/ });
    const raw = within(row).getByText('Raw record');
    const details = raw.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(raw);
    expect(details.open).toBe(true);
    expect(within(row).getByText(/"price": 12000/)).toBeVisible();
    expect(details.querySelector('pre')?.textContent).toContain('"price": 12500');
    expect(details.querySelector('pre')?.textContent).toContain('"request_id": "req-1"');
  });

  it('says an entry without details has none', async () => {
    open();
    const row = await screen.findByRole('row', { name: /customer\.export/ });
    expect(row).toHaveTextContent('No details recorded.');
  });
});
