/**
 * The metal rate feed end to end (issue 29), on a shop of its own with a local fake feed: the owner sets the feed's
 * address on the Metal rates screen; its first rates wait with the reason; the owner confirms one and sets the other
 * aside; a small move is set by "Check now" alone; a failed read sets nothing and says why; a big move waits again.
 * axe finds nothing on the screen with rates waiting.
 */
import { expect, type Page, test } from '@playwright/test';
import { startRateFeedFake } from '../../../apps/api/src/test/fakes/rate-feed';
import { openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
let feed: Awaited<ReturnType<typeof startRateFeedFake>>;
test.beforeAll(async () => {
  [server, feed] = await Promise.all([startAdminServer(), startRateFeedFake()]);
});
test.afterAll(async () => {
  await Promise.all([server?.stop(), feed?.close()]);
});

const OWNER = { name: 'Asha Rao', email: 'asha.feed@lumen.example' };
const gold22 = (rate_per_gram: number) => ({ metal: 'Gold', purity: '22k', rate_per_gram });

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
const inForce = (page: Page) =>
  page.getByRole('region', { name: 'Rates in force' }).getByRole('row', { name: /Gold 22k/ });

test('the owner reads rates from a feed: first rates and big moves wait, small moves are set, a failed read sets nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  await openAsStaff(page, server.baseURL, token, '/admin/metal-rates');
  const feedCard = page.getByRole('region', { name: 'Rate feed' });
  const waiting = page.getByRole('region', { name: 'Waiting for you' });

  await test.step('the owner sets the feed up; its first rates wait, with why', async () => {
    await expect(feedCard.getByText('No feed: rates are set by hand here.')).toBeVisible();
    feed.answer({ rates: [gold22(98_50), { metal: 'Silver', purity: '925', rate_per_gram: 95 }] });
    await feedCard.getByLabel('Feed address').fill(feed.url);
    await feedCard.getByRole('button', { name: 'Save feed' }).click();
    await toast(page, 'Rate feed saved. Read 2 rates: 0 set; 2 wait for you to confirm.');
    await expect(waiting.getByRole('listitem')).toHaveCount(2);
    await expect(waiting.getByRole('listitem', { name: 'Gold 22k' })).toContainText(
      'No rate in force to compare it with.',
    );
    // The key in the address is never shown back.
    await expect(feedCard).toContainText('/v1/rates?key=…');
    await expect(page.getByText('feed-secret-key', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page, 'metal rates: the feed with rates waiting');
  });

  await test.step('the owner confirms the 22k rate and sets the silver one aside', async () => {
    await waiting.getByRole('button', { name: 'Confirm Gold 22k at $98.50' }).click();
    await toast(page, 'Gold 22k is now $98.50 a gram, from the feed.');
    await expect(inForce(page)).toContainText('The rate feed, confirmed by Asha Rao');
    await waiting.getByRole('button', { name: 'Set aside Silver 925 at $0.95' }).click();
    await toast(page, 'The feed’s Silver 925 rate was set aside.');
    await expect(waiting).toHaveCount(0);
  });

  await test.step('a move within 5 % is set by Check now alone', async () => {
    feed.answer({ rates: [gold22(101_00)] });
    await feedCard.getByRole('button', { name: 'Check now' }).click();
    await toast(page, 'Read 1 rate: 1 set.');
    await expect(inForce(page)).toContainText('$101.00');
    await expect(feedCard.getByRole('status')).toContainText('it answered well.');
  });

  await test.step('a failed read sets nothing and says why', async () => {
    feed.answer({ status: 503 });
    await feedCard.getByRole('button', { name: 'Check now' }).click();
    await toast(page, 'The feed answered HTTP 503.');
    await expect(feedCard.getByRole('status')).toContainText('The feed answered HTTP 503. Nothing was set from it.');
    await expect(inForce(page)).toContainText('$101.00');
  });

  await test.step('a move past 5 % waits for the owner, with how far it moved', async () => {
    feed.answer({ rates: [gold22(130_00)] });
    await feedCard.getByRole('button', { name: 'Check now' }).click();
    await toast(page, 'Read 1 rate: 0 set; 1 waits for you to confirm.');
    await expect(waiting.getByRole('listitem', { name: 'Gold 22k' })).toContainText(
      '28.71 % above the rate in force ($101.00); more than 5 % waits for you.',
    );
    await expect(inForce(page)).toContainText('$101.00');
  });
});
