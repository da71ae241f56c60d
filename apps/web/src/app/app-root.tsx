/**
 * The root route (app-routes.tsx): what every page shares — the session guard, and the mark that the page is
 * interactive — and the error page, the last line of defence when a page's code fails to load (a dropped connection, a
 * deploy that replaced its chunk) or a screen throws while rendering.
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SessionGuard } from '../lib/session';

/**
 * Marks #root `data-hydrated` once the first page has committed (this effect runs after those of everything inside
 * it): a server-rendered page is then interactive, and the e2e suite waits for it. The `lj-hydrated` user timing says
 * when, for the web bench (the JavaScript a page loads before it is interactive).
 */
export function AppRoot() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
    performance.mark('lj-hydrated');
  }, []);
  return (
    <>
      <SessionGuard />
      <Outlet />
    </>
  );
}

export function AppError() {
  return (
    <main className="app-error" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please check your connection and try again.</p>
      <button type="button" className="btn btn-lj" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
