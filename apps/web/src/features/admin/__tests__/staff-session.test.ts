/**
 * The back office's session is its own: calls carry the staff token (never the customer's), and a 401 ends the
 * staff session only, with the event the layout listens for. The navigation shows only what a role may use.
 */
import { STAFF_ROLES } from '@lumen/contract/admin-roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserToken, setUserToken } from '../../../lib/storage';
import { refused, stubApi } from '../../../test/api-stub';
import { jsonResponse } from '../../../test/render';
import { firstScreenFor, navFor } from '../admin-nav';
import {
  getStaffToken,
  STAFF_SESSION_ENDED_EVENT,
  STAFF_TOKEN_KEY,
  setStaffToken,
  staffRequest,
} from '../staff-session';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('staffRequest', () => {
  it('sends the staff token, not the customer’s', async () => {
    setUserToken('customer-token');
    setStaffToken('staff-token');
    const api = stubApi({ 'GET /api/admin/session': () => jsonResponse(200, { status: true, message: 'OK' }) });
    await staffRequest('/api/admin/session');
    const init = api.fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
    expect(window.localStorage.getItem(STAFF_TOKEN_KEY)).toBe('staff-token');
  });

  it('ends the staff session on a 401 and says so, leaving the customer signed in', async () => {
    setUserToken('customer-token');
    setStaffToken('staff-token');
    stubApi({ 'GET /api/admin/staff': () => refused(401, 'Please sign in to the back office.') });
    const ended = vi.fn();
    window.addEventListener(STAFF_SESSION_ENDED_EVENT, ended);
    await expect(staffRequest('/api/admin/staff')).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(STAFF_SESSION_ENDED_EVENT, ended);
    expect(getStaffToken()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getUserToken()).toBe('customer-token');
  });

  it('keeps the session on a 403 (a role refusal is no sign-out)', async () => {
    setStaffToken('staff-token');
    stubApi({ 'GET /api/admin/audit': () => refused(403, 'Your role does not allow this.') });
    await expect(staffRequest('/api/admin/audit')).rejects.toMatchObject({ status: 403 });
    expect(getStaffToken()).toBe('staff-token');
  });
});

describe('the navigation', () => {
  it('lists each role’s screens (Products, Metal rates, Currencies and Tax classes for the catalogue roles, Deliveries for those who answer customers, Staff, the audit log and Settings for the owner alone); every role starts on the dashboard', () => {
    expect(navFor('owner').map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Coupons',
      'Metal rates',
      'Currencies',
      'Tax classes',
      'Customers',
      'Messages',
      'Deliveries',
      'Staff',
      'Audit log',
      'Settings',
    ]);
    expect(navFor('manager').map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Coupons',
      'Metal rates',
      'Currencies',
      'Tax classes',
      'Customers',
      'Messages',
      'Deliveries',
    ]);
    expect(navFor('fulfilment').map((entry) => entry.label)).toEqual(['Dashboard', 'Orders']);
    expect(navFor('support').map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Messages',
      'Deliveries',
    ]);
    for (const role of STAFF_ROLES) expect(firstScreenFor(role)).toBe('/admin/dashboard');
  });
});
