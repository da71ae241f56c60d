/**
 * The back office on a 390 px phone (issue 31, item 13): its lists become cards rather than tables that scroll
 * sideways. The orders list shows each order's id, customer, status, total and date inside the screen's width, each
 * under its column's name; a staff invitation's "Works until …" reads on one line; no list screen scrolls sideways.
 * At 1024 the same lists are tables again, with their head row.
 */

import type { Locator, Page } from '@playwright/test';
import { placeOrder } from '../../fixtures/admin-orders';
import { openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { RING } from '../../fixtures/cart-api';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.phone@lumen.example' };

/** Nothing on the page reaches past the screen's right edge, so nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The element lies inside the screen's width (it may be further down the page). */
async function expectWithinWidth(element: Locator, width: number) {
  const box = await element.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test('on a phone the orders list and the staff invitations are cards; on a tablet, tables', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  const placed = await placeOrder(request, server.baseURL, testInfo, [{ productId: RING.id, size: RING.size }]);
  const invited = await request.post(`${server.baseURL}/api/admin/staff/invitations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Isha Gupta', email: 'isha.phone@lumen.example', role: 'support' },
  });
  expect(invited.status()).toBe(201);

  await test.step('the orders list: a card per order with what matters, each named', async () => {
    await openAsStaff(page, server.baseURL, token, '/admin/orders');
    const card = page.getByRole('row').filter({ hasText: placed.orderId });
    await expect(card).toBeVisible();
    // The head row is left to screen readers (a visually hidden box of 1 px); each cell names its column instead.
    expect((await page.locator('thead').first().boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
    // Each data cell, as the card shows it: its column's name (drawn before it) and its text, inside the width.
    const cells = await card.locator('td').evaluateAll((tds) =>
      tds.map((td) => {
        const box = td.getBoundingClientRect();
        const label = getComputedStyle(td, '::before').content.replace(/^"|"$/g, '');
        return { label, text: td.textContent?.trim() ?? '', left: box.left, right: box.right };
      }),
    );
    for (const label of ['Placed', 'Customer', 'Status', 'Total']) {
      const cell = cells.find((each) => each.label.startsWith(label));
      expect(cell, `a cell named ${label}`).toBeDefined();
      expect(cell?.text, `${label} shows something`).not.toBe('');
      expect(cell?.left).toBeGreaterThanOrEqual(0);
      expect(cell?.right).toBeLessThanOrEqual(390);
    }
    expect(cells.find((each) => each.label === 'Total')?.text).toMatch(/\d\.\d\d$/);
    await expectWithinWidth(card.getByRole('link', { name: placed.orderId }), 390);
    await expectNoSidewaysScroll(page);
  });

  await test.step('staff: an invitation’s “Works until …” on one line, and no sideways scroll', async () => {
    await openAsStaff(page, server.baseURL, token, '/admin/staff');
    const until = page.getByRole('row').filter({ hasText: 'Isha Gupta' }).locator('time');
    await expect(until).toBeVisible();
    const lines = await until.evaluate((time) => time.getClientRects().length);
    expect(lines, 'the time is on one line').toBe(1);
    await expectWithinWidth(until, 390);
    await expectNoSidewaysScroll(page);
  });

  await test.step('every other list screen: no sideways scroll', async () => {
    for (const path of ['products', 'coupons', 'customers', 'messages', 'metal-rates', 'audit', 'deliveries']) {
      await openAsStaff(page, server.baseURL, token, `/admin/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });

  await test.step('at 1024 the orders list is a table with its head row again', async () => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await openAsStaff(page, server.baseURL, token, '/admin/orders');
    expect((await page.locator('thead').first().boundingBox())?.height ?? 0).toBeGreaterThan(20);
    await expect(page.getByRole('row').filter({ hasText: placed.orderId })).toBeVisible();
  });
});
