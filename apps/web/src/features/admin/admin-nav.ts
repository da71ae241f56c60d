/**
 * The back office's screens in the side navigation, each with the permission it needs: a staff member sees only
 * what their role may use (the server checks again on every call). Only screens that exist are listed.
 */
import { roleCan, type StaffPermission, type StaffRole } from '@lumen/contract/admin-roles';
import { paths } from '../../lib/paths';

export type AdminNavEntry = { to: string; label: string; permission: StaffPermission };

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { to: paths.adminDashboard, label: 'Dashboard', permission: 'orders.read' },
  { to: paths.adminOrders, label: 'Orders', permission: 'orders.read' },
  { to: paths.adminProducts, label: 'Products', permission: 'catalogue' },
  { to: paths.adminCoupons, label: 'Coupons', permission: 'coupons' },
  { to: paths.adminMetalRates, label: 'Metal rates', permission: 'pricing' },
  { to: paths.adminCurrencyRates, label: 'Currencies', permission: 'pricing' },
  { to: paths.adminTaxClasses, label: 'Tax classes', permission: 'pricing' },
  { to: paths.adminCustomers, label: 'Customers', permission: 'customers' },
  { to: paths.adminMessages, label: 'Messages', permission: 'messages' },
  { to: paths.adminDeliveries, label: 'Deliveries', permission: 'deliveries' },
  { to: paths.adminStaff, label: 'Staff', permission: 'staff' },
  { to: paths.adminAudit, label: 'Audit log', permission: 'audit' },
  { to: paths.adminSettings, label: 'Settings', permission: 'settings' },
];

export const navFor = (role: StaffRole) => ADMIN_NAV.filter((entry) => roleCan(role, entry.permission));

/** The screen the back office opens on for `role`: its first in the navigation (every role reads the dashboard). */
export const firstScreenFor = (role: StaffRole) => navFor(role)[0]?.to ?? paths.adminDashboard;
