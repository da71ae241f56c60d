/**
 * Issue budget: every account screen shows its data within one round trip after navigation — no request
 * waterfalls.
 *
 * How this is checked. A waterfall is an account call that could only be made once another account call had been
 * answered. Such a call necessarily *starts after an answer has arrived*. So, for each screen, the browser's own
 * event stream is recorded — Playwright's 'request' (the call starts) and 'response' (its answer's headers arrive)
 * events for the account API, in the order the browser emitted them — and the test asserts that **every account
 * call starts before the first account answer arrives**. Calls that do not depend on each other are issued in the
 * same task (one React commit mounts every query of the screen and of the header), so they always come first in
 * the stream, however fast or slow the machine is; the check compares the order of events, never timings. The
 * test also asserts that the calls the screen needs are among them (so an empty log cannot pass), and judges only
 * once the screen shows its data and no account call is still running, so a follow-up call would be caught.
 */
import type { Page } from '@playwright/test';
import { ADDRESSES } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import type { AccountPages } from '../../fixtures/account-test';
import { expect, test } from '../../fixtures/account-test';
import { BEST_SELLER } from '../../fixtures/catalog';

const ACCOUNT_API = /^\/api\/(account|ManageAddress|wishlist|user)\//;

type NetworkEvent = { kind: 'start' | 'answer'; call: string };

/** Records the account API's call starts and answers on `page`, in the order the browser reports them. */
function recordAccountCalls(page: Page) {
  let events: NetworkEvent[] = [];
  let inFlight = 0;
  const callOf = (url: string, method: string) => {
    const { pathname } = new URL(url);
    return ACCOUNT_API.test(pathname) ? `${method} ${pathname.replace(/\/\d+$/, '/{id}')}` : null;
  };
  page.on('request', (request) => {
    const call = callOf(request.url(), request.method());
    if (!call) return;
    events.push({ kind: 'start', call });
    inFlight += 1;
  });
  const settled = (request: { url(): string; method(): string }) => {
    if (callOf(request.url(), request.method())) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    const call = callOf(response.url(), response.request().method());
    if (call) events.push({ kind: 'answer', call });
  });
  return {
    /** Forgets what was recorded so far (before the navigation under test). */
    reset() {
      events = [];
    },
    /** How many account calls are still running. */
    inFlight: () => inFlight,
    /** The calls started, in order. */
    starts: () => events.filter((event) => event.kind === 'start').map((event) => event.call),
    /** The calls started after the first answer had arrived: a waterfall when not empty. */
    startedAfterAnAnswer() {
      const firstAnswer = events.findIndex((event) => event.kind === 'answer');
      return firstAnswer === -1
        ? []
        : events
            .slice(firstAnswer)
            .filter((e) => e.kind === 'start')
            .map((e) => e.call);
    },
    log: () => events.map((event) => `${event.kind} ${event.call}`).join('\n'),
  };
}

type Screen = {
  path: (ids: { profile: number; address: number }) => string;
  title: string;
  /** The calls whose data the screen shows. */
  needs: string[];
  /** The screen's data is on screen. */
  shown: (account: AccountPages) => Promise<void>;
};

const SCREENS: Screen[] = [
  {
    path: () => '/account',
    title: 'Account Overview',
    needs: ['GET /api/account/userData', 'GET /api/account/userAddress'],
    shown: async ({ overview }) => {
      await expect(overview.primaryAddress).toContainText(ADDRESSES.home.address_line_1);
      await expect(overview.facts.first()).not.toBeEmpty();
    },
  },
  {
    path: ({ profile }) => `/account/edit/${profile}`,
    title: 'Edit Profile',
    needs: ['GET /api/account/userData'],
    shown: ({ editProfile }) => expect(editProfile.name).not.toHaveValue(''),
  },
  {
    path: () => '/change-password',
    title: 'Change Password',
    needs: ['GET /api/account/userData'],
    shown: ({ changePassword }) => expect(changePassword.greeting).toHaveText(/^Hello, \S+/),
  },
  {
    path: () => '/address',
    title: 'Manage Address',
    needs: ['GET /api/account/userData', 'GET /api/ManageAddress/list'],
    shown: ({ addresses }) => expect(addresses.card('Home')).toBeVisible(),
  },
  {
    path: () => '/address/create',
    title: 'Add Address',
    needs: ['GET /api/account/userData'],
    shown: ({ addressForm }) => expect(addressForm.field('City *')).toBeVisible(),
  },
  {
    path: ({ address }) => `/address/edit/${address}`,
    title: 'Edit Address',
    needs: ['GET /api/account/userData', 'GET /api/ManageAddress/list'],
    shown: ({ addressForm }) => expect(addressForm.field('City *')).toHaveValue(ADDRESSES.home.city),
  },
  {
    path: () => '/wishlist',
    title: 'My Wishlist',
    needs: ['GET /api/account/userData', 'GET /api/wishlist/list'],
    shown: ({ wishlist }) => expect(wishlist.card(BEST_SELLER.name)).toBeVisible(),
  },
];

test('each account screen, opened afresh, starts all its account calls before the first answer', async ({
  account,
  customer,
  page,
}) => {
  const ids = await test.step('set up: an address and a liked product through the API', async () => {
    const [address] = await Promise.all([customer.api.addAddress(ADDRESSES.home), customer.api.like(BEST_SELLER.id)]);
    return { profile: (await customer.api.profile()).id, address: address.id };
  });
  await presetSession(page, customer.api.token);
  const calls = recordAccountCalls(page);

  for (const screen of SCREENS) {
    const path = screen.path(ids);
    await test.step(`${path}: ${screen.needs.join(' and ')} in parallel, nothing after an answer`, async () => {
      calls.reset();
      await account.screen.open(path, screen.title);
      await screen.shown(account);
      await expect.poll(() => calls.starts(), { message: calls.log() }).toEqual(expect.arrayContaining(screen.needs));
      await expect.poll(() => calls.inFlight()).toBe(0);
      expect(calls.startedAfterAnAnswer(), `account calls that waited for another's answer:\n${calls.log()}`).toEqual(
        [],
      );
    });
  }
});

test('moving between account screens through the sidebar takes one round trip per screen', async ({
  account,
  customer,
  page,
}) => {
  const { screen } = account;

  await test.step('set up: an address and a liked product; open /account', async () => {
    await Promise.all([customer.api.addAddress(ADDRESSES.home), customer.api.like(BEST_SELLER.id)]);
    await presetSession(page, customer.api.token);
    await account.overview.goto();
  });
  const calls = recordAccountCalls(page);

  const moves = [
    { entry: 'Manage Address', needs: ['GET /api/ManageAddress/list'], shown: () => account.addresses.card('Home') },
    { entry: 'My Wishlist', needs: ['GET /api/wishlist/list'], shown: () => account.wishlist.card(BEST_SELLER.name) },
  ] as const;
  for (const move of moves) {
    await test.step(`${move.entry}: ${move.needs.join(', ')}, nothing after an answer`, async () => {
      calls.reset();
      await screen.sidebarLink(move.entry).click();
      await expect(move.shown()).toBeVisible();
      await expect.poll(() => calls.inFlight()).toBe(0);
      expect(calls.starts(), calls.log()).toEqual(expect.arrayContaining([...move.needs]));
      expect(calls.startedAfterAnAnswer(), `account calls that waited for another's answer:\n${calls.log()}`).toEqual(
        [],
      );
    });
  }
});
