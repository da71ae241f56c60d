/**
 * Signing in and out on this device: the token in local storage (spec §9) and the cached account data that
 * belongs to it (every query key under `SESSION_KEY`). Joining a visitor's likes and cart to the account is the
 * sign-in flows' next step (features/auth/use-sign-in-session.ts), not this module's. A 401 on an account call ends the session (lib/api-client) and `SessionGuard` takes the shopper from a page that
 * needs one back to sign-in.
 */
import { WEB_ROUTES } from '@lumen/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { SESSION_ENDED_EVENT } from './api-client';
import { clearUserToken, getUserToken, setUserToken, subscribeToUserToken } from './storage';

/** The first part of every query key that belongs to the signed-in customer: signing out drops them all. */
export const SESSION_KEY = ['account'] as const;

/** The pages that make no sense without a session. */
const SESSION_ROUTES = [
  WEB_ROUTES.account,
  WEB_ROUTES.accountEdit,
  WEB_ROUTES.changePassword,
  WEB_ROUTES.orders,
  WEB_ROUTES.orderDetails,
  WEB_ROUTES.address,
  WEB_ROUTES.addressCreate,
  WEB_ROUTES.addressEdit,
  WEB_ROUTES.wishlist,
  WEB_ROUTES.checkout,
  WEB_ROUTES.createPassword,
  WEB_ROUTES.addressDetails,
];

const hasToken = () => getUserToken() !== null;

/**
 * Whether a customer is signed in on this device, for what a screen renders. A server-rendered page is the same for
 * everyone, so while the browser hydrates it this says "no", as the server did; it follows the token from then on.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToUserToken, hasToken, () => false);
}

export const needsSession = (pathname: string) => SESSION_ROUTES.some((route) => matchPath(route, pathname));

export function useSession() {
  const queryClient = useQueryClient();
  return {
    start(token: string) {
      setUserToken(token);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
    end() {
      clearUserToken();
      queryClient.removeQueries({ queryKey: SESSION_KEY });
    },
  };
}

/** Sends the shopper to sign-in when the server ends the session on a page that needs one. */
export function SessionGuard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pathname = useRef('');
  pathname.current = useLocation().pathname;

  useEffect(() => {
    const onEnded = () => {
      queryClient.removeQueries({ queryKey: SESSION_KEY });
      if (needsSession(pathname.current)) navigate(WEB_ROUTES.signIn, { replace: true });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [navigate, queryClient]);

  return null;
}
