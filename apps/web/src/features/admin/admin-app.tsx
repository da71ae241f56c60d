/**
 * The back office: its own lazy route group under /admin (router.tsx loads this module for /admin/* only), with its
 * own stylesheet, so no byte of it reaches a storefront page. Each screen is a lazy module of its own as well.
 */
import './admin.scss';
import type { StaffPermission } from '@lumen/contract/admin-roles';
import { roleCan } from '@lumen/contract/admin-roles';
import { type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { paths } from '../../lib/paths';
import { AdminForbidden } from './admin-forbidden';
import { AdminLayout, useSignedInStaff } from './admin-layout';
import { AdminNotice } from './components/admin-notice';

const AdminSignInScreen = lazy(() => import('./admin-sign-in-screen').then((m) => ({ default: m.AdminSignInScreen })));
const AdminSetupScreen = lazy(() => import('./admin-setup-screen').then((m) => ({ default: m.AdminSetupScreen })));
const AdminOverviewScreen = lazy(() =>
  import('./admin-overview-screen').then((m) => ({ default: m.AdminOverviewScreen })),
);

/**
 * The screens behind the sign-in, each a lazy module of its own, with the permission it needs (none: every role).
 * Paths are relative to /admin; the navigation's entries are in admin-nav.ts.
 */
const SCREENS: readonly { path: string; permission?: StaffPermission; Screen: LazyExoticComponent<() => ReactNode> }[] =
  [
    {
      path: 'products',
      permission: 'catalogue',
      Screen: lazy(() => import('./admin-products-screen').then((m) => ({ default: m.AdminProductsScreen }))),
    },
    {
      path: 'products/new',
      permission: 'catalogue',
      Screen: lazy(() => import('./admin-product-screen').then((m) => ({ default: m.AdminProductNewScreen }))),
    },
    {
      path: 'products/:id',
      permission: 'catalogue',
      Screen: lazy(() => import('./admin-product-screen').then((m) => ({ default: m.AdminProductScreen }))),
    },
    {
      path: 'staff',
      permission: 'staff',
      Screen: lazy(() => import('./admin-staff-screen').then((m) => ({ default: m.AdminStaffScreen }))),
    },
    {
      path: 'audit',
      permission: 'audit',
      Screen: lazy(() => import('./admin-audit-screen').then((m) => ({ default: m.AdminAuditScreen }))),
    },
  ];

/** A screen for one permission: the 'not for your role' page for everyone else. */
function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const staff = useSignedInStaff();
  return roleCan(staff.role, permission) ? children : <AdminForbidden role={staff.role} />;
}

function AdminNotFound() {
  return (
    <AdminNotice title="No such screen">
      <p>
        This address is not a screen of the back office. <Link to={paths.admin}>Back to the back office</Link>
      </p>
    </AdminNotice>
  );
}

const loading = <p className="lj-admin-muted lj-admin-loading">Loading…</p>;

export function AdminApp() {
  return (
    <Suspense fallback={loading}>
      <Routes>
        <Route path="sign-in" element={<AdminSignInScreen />} />
        <Route path="setup/:token" element={<AdminSetupScreen />} />
        <Route element={<AdminLayout />}>
          <Route
            index
            element={
              <Suspense fallback={loading}>
                <AdminOverviewScreen />
              </Suspense>
            }
          />
          {SCREENS.map(({ path, permission, Screen }) => {
            const screen = (
              <Suspense fallback={loading}>
                <Screen />
              </Suspense>
            );
            return (
              <Route
                key={path}
                path={path}
                element={permission ? <Allowed permission={permission}>{screen}</Allowed> : screen}
              />
            );
          })}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
