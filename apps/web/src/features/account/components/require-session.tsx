/**
 * The account routes' guard (issue: a 401 or no token sends the shopper to sign in at /). The page asked for rides
 * along as `?next=`, so sign-in brings the shopper back to it (checkout, an order's details).
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { getUserToken } from '../../../lib/storage';

export function RequireSession() {
  const { pathname, search } = useLocation();
  return getUserToken() ? <Outlet /> : <Navigate to={paths.signInThen(`${pathname}${search}`)} replace />;
}
