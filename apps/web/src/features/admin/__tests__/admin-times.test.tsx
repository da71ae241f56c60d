/**
 * Every time the back office shows is on the shop's clock (IST) and says so, from a browser anywhere: this file runs
 * with the machine in Los Angeles. The messages, a message, the staff and their invitations, the coupons (list and
 * form) and the audit log.
 */
import type { AuditEntry, StaffMember } from '@lumen/contract/admin';
import type { AdminCoupon } from '@lumen/contract/admin-coupons';
import type { AdminContactMessage } from '@lumen/contract/admin-messages';
import type { PendingInvitation } from '@lumen/contract/admin-setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AdminAuditScreen } from '../admin-audit-screen';
import { AdminCouponsScreen } from '../admin-coupons-screen';
import { AdminMessageScreen } from '../admin-message-screen';
import { AdminMessagesScreen } from '../admin-messages-screen';
import { AdminStaffScreen } from '../admin-staff-screen';

const machineZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  return before;
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});
afterEach(() => vi.unstubAllGlobals());

// 23:10 UTC on 27 November: 28 Nov, 4:40 am in India; 27 Nov, 3:10 pm in Los Angeles.
const AT = '2026-11-27T23:10:00.000Z';
const IN_INDIA = '28 Nov 2026, 4:40 am';
const OWNER = { id: '0b9c1f4e-5d1a-4c1e-9f3a-2b6f7a8d9e01', email: 'asha@lumen.example', name: 'Asha Rao' };

const MESSAGE: AdminContactMessage = {
  id: 'm-1',
  name: 'Kavya Reddy',
  contact: 'kavya@example.com',
  message: 'Do you resize rings?',
  status: 'handled',
  created_at: AT,
  replies: 1,
  reply_list: [{ id: 'r-1', text: 'Yes.', channel: 'email', delivery: 'sent', staff_id: OWNER.id, created_at: AT }],
};
const MEMBER: StaffMember = { ...OWNER, role: 'owner', disabled: false, created_at: AT, active_sessions: 1 };
const INVITATION: PendingInvitation = {
  id: 'i-1',
  email: 'ravi@lumen.example',
  name: 'Ravi',
  role: 'fulfilment',
  expires_at: AT,
  created_at: AT,
  expired: false,
};
const COUPON: AdminCoupon = {
  id: 7,
  code: 'FALL25',
  title: '',
  description: '25% off rings',
  kind: 'percent',
  value: 25,
  category: null,
  min_subtotal: 0,
  starts_at: AT,
  ends_at: '2026-12-31T18:29:00.000Z',
  active: true,
  featured: false,
  usage_limit: null,
  per_customer_limit: null,
  uses: 0,
  customers: 0,
  created_at: AT,
};
const ENTRY: AuditEntry = {
  id: '1',
  staff_id: OWNER.id,
  source: 'admin',
  at: AT,
  action: 'message.status',
  entity: 'contact_message',
  entity_id: 'm-1',
  before: { status: 'new' },
  after: { status: 'handled' },
  request_id: null,
};

function open(path: string, screenElement: React.ReactNode, route = path) {
  renderWithApp(
    <Routes>
      <Route element={<Outlet context={{ ...OWNER, role: 'owner' }} />}>
        <Route path={path} element={screenElement} />
      </Route>
    </Routes>,
    { route },
  );
}

const column = (name: string) => screen.findByRole('columnheader', { name });

describe('times in the back office, from a browser in Los Angeles', () => {
  it('the inbox: received on the shop’s clock, under “Received (IST)”', async () => {
    stubApi({ 'GET /api/admin/messages?limit=25&status=new': () => ok({ messages: [MESSAGE], next_cursor: null }) });
    open('/admin/messages', <AdminMessagesScreen />);
    await column('Received (IST)');
    expect(await screen.findByRole('row', { name: /Kavya Reddy/ })).toHaveTextContent(IN_INDIA);
  });

  it('a message and its replies: each time followed by IST', async () => {
    stubApi({
      'GET /api/admin/messages/m-1': () => ok({ message: MESSAGE }),
      'GET /api/admin/staff': () => ok({ staff: [MEMBER] }),
    });
    open('/admin/messages/:id', <AdminMessageScreen />, '/admin/messages/m-1');
    const article = await screen.findByRole('article', { name: 'Message from Kavya Reddy' });
    expect(article).toHaveTextContent(`${IN_INDIA} IST`);
    expect(screen.getByRole('list', { name: 'Replies' })).toHaveTextContent(`${IN_INDIA} IST`);
  });

  it('the staff: since the shop’s day; an invitation works until a time in IST', async () => {
    stubApi({
      'GET /api/admin/staff': () => ok({ staff: [MEMBER] }),
      'GET /api/admin/staff/invitations': () => ok({ invitations: [INVITATION] }),
    });
    open('/admin/staff', <AdminStaffScreen />);
    expect(await screen.findByRole('row', { name: /Asha Rao/ })).toHaveTextContent('28 Nov 2026');
    expect(await screen.findByRole('row', { name: /Ravi/ })).toHaveTextContent(`Works until ${IN_INDIA} IST`);
  });

  it('the coupons: runs on the shop’s clock, under “Runs (IST)”, and the form takes IST', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/admin/coupons': () => ok({ coupons: [COUPON] }) });
    open('/admin/coupons', <AdminCouponsScreen />);
    await column('Runs (IST)');
    const row = await screen.findByRole('row', { name: /FALL25/ });
    expect(row).toHaveTextContent(`From ${IN_INDIA}`);
    expect(row).toHaveTextContent('Until 31 Dec 2026, 11:59 pm');
    await user.click(within(row).getByRole('button', { name: 'Edit FALL25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FALL25' });
    expect(within(dialog).getByLabelText('Starts (IST)')).toHaveValue('2026-11-28T04:40');
    expect(within(dialog).getByLabelText('Ends (IST, optional)')).toHaveValue('2026-12-31T23:59');
  });

  it('the audit log: when, on the shop’s clock, under “When (IST)”', async () => {
    stubApi({
      'GET /api/admin/audit?limit=50': () => ok({ entries: [ENTRY], next_cursor: null }),
      'GET /api/admin/staff': () => ok({ staff: [MEMBER] }),
    });
    open('/admin/audit', <AdminAuditScreen />);
    await column('When (IST)');
    expect(await screen.findByRole('row', { name: /Asha Rao/ })).toHaveTextContent(IN_INDIA);
  });
});
