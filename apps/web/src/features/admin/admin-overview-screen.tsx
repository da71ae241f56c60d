/**
 * The back office's index: the first screen the role may use, or — for a role whose screens are still to come — a
 * calm overview with the staff member's name and role.
 */
import { ROLE_PERMISSIONS, STAFF_ROLE_NAMES } from '@lumen/contract/admin-roles';
import { Navigate } from 'react-router';
import { useSignedInStaff } from './admin-layout';
import { firstScreenFor } from './admin-nav';

const AREA_NAMES: Record<string, string> = {
  staff: 'staff',
  audit: 'the audit log',
  settings: 'settings',
  catalogue: 'the catalogue',
  stock: 'stock',
  orders: 'orders',
  'orders.read': 'reading orders',
  coupons: 'coupons',
  customers: 'customers',
  messages: 'messages',
};

export function AdminOverviewScreen() {
  const staff = useSignedInStaff();
  const first = firstScreenFor(staff.role);
  if (first) return <Navigate to={first} replace />;
  const areas = ROLE_PERMISSIONS[staff.role].map((permission) => AREA_NAMES[permission] ?? permission);
  return (
    <section className="lj-admin-page" aria-labelledby="overview-title">
      <h1 id="overview-title" className="lj-admin-page__title">
        Welcome, {staff.name}
      </h1>
      <p className="lj-admin-lead">
        You are signed in as <strong>{STAFF_ROLE_NAMES[staff.role]}</strong>. Your role covers {areas.join(', ')}.
      </p>
      <p className="lj-admin-muted">The screens for these areas will appear in the navigation as they open.</p>
    </section>
  );
}
