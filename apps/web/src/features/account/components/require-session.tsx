/**
 * The account routes' guard (issue: a 401 or no token sends the shopper to sign in at /). The page asked for rides
 * along as `?next=`, so sign-in brings the shopper back to it (checkout, an order's details). An order's page opened
 * from a guest's confirmation (`/order-details/{id}?key=`) first trades the link for a short session (issue 14), then
 * shows the order without the key in the address bar; a link that no longer opens it says why and goes to sign in.
 */
import { WEB_ROUTES } from '@lumen/contract/routes';
import { useEffect, useRef } from 'react';
import { matchPath, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { getUserToken } from '../../../lib/storage';
import { openOrderLink } from '../../orders/api/open-order-link';

export function RequireSession() {
  const { pathname, search } = useLocation();
  if (getUserToken()) return <Outlet />;
  const key = new URLSearchParams(search).get('key');
  const order = matchPath(WEB_ROUTES.orderDetails, pathname)?.params.id;
  if (key && order) return <OpenOrderLink id={order} linkKey={key} />;
  return <Navigate to={paths.signInThen(`${pathname}${search}`)} replace />;
}

function OpenOrderLink({ id, linkKey }: { id: string; linkKey: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const asked = useRef(false);
  useEffect(() => {
    // Once, even when React runs the effect twice: each call would open a session.
    if (asked.current) return;
    asked.current = true;
    openOrderLink(id, { key: linkKey }).then(
      ({ token }) => {
        session.start(token);
        navigate(paths.orderDetails(id), { replace: true });
      },
      (error: unknown) => {
        notifyError(error);
        navigate(paths.signInThen(paths.orderDetails(id)), { replace: true });
      },
    );
  }, [id, linkKey, navigate, session]);
  return (
    <div className="container py-5" aria-busy="true">
      <p role="status">Opening your order…</p>
    </div>
  );
}
