/**
 * The frame of every signed-in back-office screen: the side navigation (only what the role may use), the signed-in
 * staff member's name and role, sign out and the theme. Without a staff session — none stored, or the server ends it
 * (a 401 on any call) — it goes to sign-in with the way back in `?next=`.
 */
import type { Staff } from '@lumen/contract/admin';
import { STAFF_ROLE_NAMES } from '@lumen/contract/admin-roles';
import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { navFor } from './admin-nav';
import { useStaffSession, useStaffSignOut } from './api/get-staff-session';
import { AdminBrand } from './components/admin-brand';
import { AdminNotice } from './components/admin-notice';
import { AdminThemeToggle } from './components/admin-theme-toggle';
import { getStaffToken, STAFF_SESSION_ENDED_EVENT } from './staff-session';

/** The signed-in staff member, for the screens inside the layout. */
export const useSignedInStaff = () => useOutletContext<Staff>();

export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useStaffSession();
  const signOut = useStaffSignOut();
  const here = `${location.pathname}${location.search}`;
  // Signing out on purpose goes to a plain sign-in, not one that leads back here.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const onEnded = () => navigate(paths.adminSignInThen(here), { replace: true });
    window.addEventListener(STAFF_SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(STAFF_SESSION_ENDED_EVENT, onEnded);
  }, [navigate, here]);

  if (leaving && !getStaffToken()) return <Navigate to={paths.adminSignIn} replace />;
  if (!getStaffToken() || (session.error instanceof ApiError && session.error.status === 401)) {
    return <Navigate to={paths.adminSignInThen(here)} replace />;
  }
  if (session.isError) {
    return (
      <main className="lj-admin-auth">
        <AdminNotice title="The back office could not load">
          <p role="alert">{errorMessage(session.error)}</p>
          <button type="button" className="btn btn-lj btn-lj--sm" onClick={() => void session.refetch()}>
            Try again
          </button>
        </AdminNotice>
      </main>
    );
  }
  const staff = session.data;
  if (!staff) {
    return (
      <main className="lj-admin-auth" aria-busy="true">
        <p className="lj-admin-muted">Opening the back office…</p>
      </main>
    );
  }

  const nav = navFor(staff.role);
  async function leave() {
    setLeaving(true);
    try {
      await signOut.mutateAsync();
      void notify('success', 'Signed out.');
    } catch (error) {
      void notify('error', errorMessage(error));
    }
    navigate(paths.adminSignIn, { replace: true });
  }

  return (
    <div className="lj-admin">
      <a className="lj-admin-skip" href="#admin-main">
        Skip to content
      </a>
      <header className="lj-admin__side">
        <AdminBrand />
        <nav className="lj-admin-nav" aria-label="Back office">
          <ul>
            {nav.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className="lj-admin-nav__link">
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="lj-admin-who">
          <p className="lj-admin-who__name">{staff.name}</p>
          <p className="lj-admin-who__role">{STAFF_ROLE_NAMES[staff.role]}</p>
          <div className="lj-admin-who__actions">
            <AdminThemeToggle />
            <button
              type="button"
              className="lj-admin-ghost"
              onClick={leave}
              disabled={signOut.isPending}
              aria-busy={signOut.isPending}
            >
              {signOut.isPending ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
        </div>
      </header>
      <main id="admin-main" className="lj-admin__main" tabIndex={-1}>
        <Outlet context={staff} />
      </main>
    </div>
  );
}
