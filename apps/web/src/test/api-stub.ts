/**
 * A fetch stub for the component tests (account, cart, orders): answers by "METHOD /api/path", records every call, and answers an
 * unknown call with a 404 envelope; the frame's currencies are answered (base only) unless a test answers them (listed in `unexpected`, so a test can insist there were none). `deferred`
 * holds an answer back until the test lets it through, to look at the screen while a request runs.
 */
import type { UserProfile } from '@lumen/contract/account';
import type { Address } from '@lumen/contract/addresses';
import type { Currencies } from '@lumen/contract/currencies';
import { API_PATHS } from '@lumen/contract/routes';
import { vi } from 'vitest';
import { jsonResponse } from './render';

type Answer = () => Response | Promise<Response>;

export function ok(data?: unknown, message = 'OK'): Response {
  return jsonResponse(200, data === undefined ? { status: true, message } : { status: true, message, data });
}

export function refused(status: number, message: string): Response {
  return jsonResponse(status, { status: false, message });
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The shop's currencies while no rate is set: prices show in US dollars, the base currency. */
export const BASE_ONLY: Currencies = {
  base: 'USD',
  currencies: [{ code: 'USD', name: 'US dollar', rate: 1, as_of: null }],
  prices_include_tax: false,
};

/** The shop's currencies once rates are set for the rupee (84.123456 to the dollar) and the euro. */
export const WITH_RATES: Currencies = {
  ...BASE_ONLY,
  currencies: [
    ...BASE_ONLY.currencies,
    { code: 'INR', name: 'Indian rupee', rate: 84.123456, as_of: '2026-11-28T09:00:00.000Z' },
    { code: 'EUR', name: 'Euro', rate: 0.92, as_of: '2026-11-28T09:00:00.000Z' },
  ],
};

/** Sets (or, with `null`, forgets) the shopper's currency cookie, as the Currency selector would. */
export function chooseCurrency(code: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets what the browser would have kept.
  document.cookie = code ? `currency=${code}; path=/` : 'currency=; path=/; max-age=0';
}

/** The frame's own calls every screen makes, answered unless a test answers them itself. */
const FRAME_ROUTES: Record<string, Answer> = { [`GET ${API_PATHS.currencies}`]: () => ok(BASE_ONLY) };

export function stubApi(routes: Record<string, Answer>) {
  const calls: string[] = [];
  const unexpected: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    const frame = FRAME_ROUTES[key];
    // Not recorded: a test's calls are its screen's own.
    if (!answer && frame) return frame();
    calls.push(key);
    if (!answer) {
      unexpected.push(key);
      return refused(404, `no stub for ${key}`);
    }
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, unexpected, count: (key: string) => calls.filter((call) => call === key).length };
}

export const PROFILE: UserProfile = {
  id: 7,
  name: 'Asha Verma',
  email: 'asha@example.com',
  Mobile_number: '9876543210',
  image: null,
  email_verified: true,
  mobile_verified: true,
  has_password: true,
  pending_email: null,
  pending_mobile: null,
  google_email: null,
};

export const HOME: Address = {
  id: 1,
  address_line_1: '14 Marine Drive',
  address_line_2: 'Flat 3B',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  postal_code: '400020',
  address_type: 'Home',
  primary: 1,
};

export const WORK: Address = {
  id: 2,
  address_line_1: '221 MG Road',
  address_line_2: 'Prestige Tower',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  postal_code: '560001',
  address_type: 'Work',
  primary: 0,
};

/** Signs the component tests' customer in (the token the account queries need). */
export function signIn(token = 'token-123'): void {
  window.localStorage.setItem('lumen-user-token', token);
}
