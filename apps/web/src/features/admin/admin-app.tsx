/**
 * The back office: its own lazy route group under /admin (router.tsx loads this module for /admin/* only), with its
 * own stylesheet, so no byte of it reaches a storefront page. Each screen is a lazy module of its own as well.
 */
import './admin.scss';
import type { StaffPermission } from '@lumen/contract/admin-roles';
import { roleCan } from '@lumen/contract/admin-roles';
import { type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { paths } from '../../lib/paths';
import { AdminForbidden } from './admin-forbidden';
import { AdminLayout, useSignedInStaff } from './admin-layout';
import { firstScreenFor } from './admin-nav';
import { AdminNotice } from './components/admin-notice';

const AdminSignInScreen = lazy(() => import('./admin-sign-in-screen').then((m) => ({ default: m.AdminSignInScreen })));
const AdminSetupScreen = lazy(() => import('./admin-setup-screen').then((m) => ({ default: m.AdminSetupScreen })));

/**
 * The screens behind the sign-in, each a lazy module of its own, with the permission it needs (none: every role).
 * Paths are relative to /admin; the navigation's entries are in admin-nav.ts.
 */
const SCREENS: readonly { path: string; permission?: StaffPermission; Screen: LazyExoticComponent<() => ReactNode> }[] =
  [
    {
      path: 'dashboard',
      permission: 'orders.read',
      Screen: lazy(() => import('./admin-dashboard-screen').then((m) => ({ default: m.AdminDashboardScreen }))),
    },
    {
      path: 'orders',
      permission: 'orders.read',
      Screen: lazy(() => import('./admin-orders-screen').then((m) => ({ default: m.AdminOrdersScreen }))),
    },
    {
      path: 'orders/:orderId',
      permission: 'orders.read',
      Screen: lazy(() => import('./admin-order-screen').then((m) => ({ default: m.AdminOrderScreen }))),
    },
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
    {
      path: 'coupons',
      permission: 'coupons',
      Screen: lazy(() => import('./admin-coupons-screen').then((m) => ({ default: m.AdminCouponsScreen }))),
    },
    {
      path: 'customers',
      permission: 'customers',
      Screen: lazy(() => import('./admin-customers-screen').then((m) => ({ default: m.AdminCustomersScreen }))),
    },
    {
      path: 'customers/:id',
      permission: 'customers',
      Screen: lazy(() => import('./admin-customer-screen').then((m) => ({ default: m.AdminCustomerScreen }))),
    },
    {
      path: 'messages',
      permission: 'messages',
      Screen: lazy(() => import('./admin-messages-screen').then((m) => ({ default: m.AdminMessagesScreen }))),
    },
    {
      path: 'deliveries',
      permission: 'deliveries',
      Screen: lazy(() => import('./admin-deliveries-screen').then((m) => ({ default: m.AdminDeliveriesScreen }))),
    },
    {
      path: 'metal-rates',
      permission: 'pricing',
      Screen: lazy(() => import('./admin-metal-rates-screen').then((m) => ({ default: m.AdminMetalRatesScreen }))),
    },
    {
      path: 'currency-rates',
      permission: 'pricing',
      Screen: lazy(() =>
        import('./admin-currency-rates-screen').then((m) => ({ default: m.AdminCurrencyRatesScreen })),
      ),
    },
    {
      path: 'tax-classes',
      permission: 'pricing',
      Screen: lazy(() => import('./admin-tax-classes-screen').then((m) => ({ default: m.AdminTaxClassesScreen }))),
    },
    {
      path: 'settings',
      permission: 'settings',
      Screen: lazy(() => import('./admin-settings-screen').then((m) => ({ default: m.AdminSettingsScreen }))),
    },
    {
      path: 'messages/:id',
      permission: 'messages',
      Screen: lazy(() => import('./admin-message-screen').then((m) => ({ default: m.AdminMessageScreen }))),
    },
  ];

/** A screen for one permission: the 'not for your role' page for everyone else. */
function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const staff = useSignedInStaff();
  return roleCan(staff.role, permission) ? children : <AdminForbidden role={staff.role} />;
}

/** /admin itself: the first screen of the signed-in member's role (the dashboard, which every role may read). */
function FirstScreen() {
  return <Navigate to={firstScreenFor(useSignedInStaff().role)} replace />;
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
          <Route index element={<FirstScreen />} />
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
