/**
 * Prices from the metal rate end to end (issue 29), on a shop of its own: the owner sets the 22k gold rate, adds the
 * Aurora ring in yellow gold 22k priced from it (weight, 12 % making, the stone's value) in the variants grid; a
 * shopper sees the price and its breakup (metal weight × rate, making, stones, GST) with the time of the rate; the
 * owner sets a new 22k rate and the shopper's page follows at once, breakup and all; the owner puts the ring in the
 * gold jewellery tax class (3 %, HSN 7113) and the breakup's GST follows; the shopper switches to rupees and the price
 * and breakup follow in Indian digit grouping. axe finds nothing on any of them.
 */
import { expect, type Page, test } from '@playwright/test';
import { openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { waitingForHydration } from '../../fixtures/test';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.rates@lumen.example' };

async function setRate(page: Page, perGram: string) {
  await page.getByLabel('Metal and purity').selectOption('Gold 22k');
  await page.getByLabel('Per gram ($)').fill(perGram);
  await page.getByRole('button', { name: 'Set rate' }).click();
  await expect(page.getByText(`Gold 22k is now $${perGram} a gram`, { exact: false })).toBeVisible();
}

test('the owner prices a ring from the 22k rate; the shopper sees the breakup follow a new rate', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  const product = (
    await (await page.request.get(`${server.baseURL}/api/catalog/products/aurora-solitaire-ring`)).json()
  ).data as { id: number; sizes: string[] };
  const [size] = product.sizes;

  await test.step('the owner sets the 22k gold rate at $98.50 a gram', async () => {
    await openAsStaff(page, server.baseURL, token, '/admin/metal-rates');
    await setRate(page, '98.50');
  });

  await test.step('the grid adds yellow gold 22k, priced from the rate: 4.25 g, 12 % making, $300 of stone', async () => {
    await page.goto(`${server.baseURL}/admin/products/${product.id}`);
    const grid = page.getByRole('region', { name: 'Variants' });
    const generate = grid.getByRole('group', { name: 'Generate combinations' });
    await generate.getByLabel('Yellow Gold', { exact: true }).check();
    await generate.getByLabel('22K', { exact: true }).check();
    await generate.getByRole('button', { name: 'Generate' }).click();
    const priced = grid.getByRole('combobox', { name: /^Priced, Yellow Gold, 22K, / });
    for (const select of await priced.all()) await select.selectOption('Metal rate');
    const bulk = grid.getByRole('group', { name: 'Set for every row' });
    await bulk.getByLabel('Weight (g)').fill('4.25');
    await bulk.getByLabel('Making').fill('12');
    await bulk.getByLabel('Stones ($)').fill('300');
    await bulk.getByLabel('Stock').fill('3');
    await grid.getByRole('button', { name: 'Apply' }).click();
    await grid.getByRole('button', { name: 'Save variants' }).click();
    await expect(page.getByText('The variants have been saved.')).toBeVisible();
    // 4.25 g × $98.50 = $418.63; 12 % making $50.24; the stone $300: $768.87, priced by the server.
    await expect(grid.getByLabel(`Price ($), Yellow Gold, 22K, ${size}`, { exact: true })).toHaveValue('768.87');
    await expectNoAxeViolations(page, 'product editor: the grid with prices from the rate');
  });

  const context = await browser.newContext();
  const shopper = waitingForHydration(await context.newPage());
  const breakupRow = (name: RegExp) =>
    shopper.getByRole('table', { name: 'What the price is made of' }).getByRole('row', { name });

  await test.step('the shopper chooses 22k and sees the price, its breakup and the time of the rate', async () => {
    await shopper.goto(`${server.baseURL}/product-details/${product.id}`);
    await shopper.locator('.variant-value', { hasText: '22K' }).click();
    await expect(shopper.getByRole('radio', { name: '22K' })).toBeChecked();
    await expect(shopper.locator('.product-price__amount')).toHaveText('$768.87');
    await shopper.getByText('Price breakup').click();
    await expect(breakupRow(/^Metal \(Yellow Gold, 22K\)/)).toContainText('4.25 g × $98.50/g');
    await expect(breakupRow(/^Metal/)).toContainText('$418.63');
    await expect(breakupRow(/^Making charges/)).toContainText('$50.24');
    await expect(breakupRow(/^Stones/)).toContainText('$300.00');
    // GST 18 % of $768.87 is $138.3966: $138.40.
    await expect(breakupRow(/^GST \(18%\)/)).toContainText('$138.40');
    await expect(breakupRow(/^Total/)).toContainText('$907.27');
    await expect(shopper.getByText(/^Price as of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/)).toBeVisible();
    await expectNoAxeViolations(shopper, 'product page: the price breakup');
  });

  await test.step('the owner sets 22k at $101.20; the shopper’s page follows at once', async () => {
    await page.goto(`${server.baseURL}/admin/metal-rates`);
    await setRate(page, '101.20');
    await shopper.reload();
    await shopper.locator('.variant-value', { hasText: '22K' }).click();
    // 4.25 g × $101.20 = $430.10; 12 % $51.61; the stone $300: $781.71.
    await expect(shopper.locator('.product-price__amount')).toHaveText('$781.71');
    await shopper.getByText('Price breakup').click();
    await expect(breakupRow(/^Metal/)).toContainText('4.25 g × $101.20/g');
    await expect(breakupRow(/^Making charges/)).toContainText('$51.61');
  });

  await test.step('the owner puts the ring in gold jewellery (3 %, HSN 7113): the breakup’s GST follows', async () => {
    await page.goto(`${server.baseURL}/admin/products/${product.id}`);
    await page.getByLabel('Tax class (HSN, GST)').selectOption({ label: 'Gold and silver jewellery · HSN 7113 · 3%' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();
    await shopper.reload();
    await shopper.locator('.variant-value', { hasText: '22K' }).click();
    await shopper.getByText('Price breakup').click();
    // 3 % of $781.71 is $23.4513: $23.45.
    await expect(breakupRow(/^GST \(3%\)/)).toContainText('HSN 7113');
    await expect(breakupRow(/^GST \(3%\)/)).toContainText('$23.45');
    await expect(breakupRow(/^Total/)).toContainText('$805.16');
    await expect(shopper.locator('.product-price__tax')).toHaveText('excl. GST');
  });

  await test.step('the shopper switches to rupees: the price and its breakup follow, in Indian digit grouping', async () => {
    await page.goto(`${server.baseURL}/admin/currency-rates`);
    await page.getByLabel('Currency').selectOption('INR');
    await page.getByLabel('For 1 USD').fill('84.25');
    await page.getByRole('button', { name: 'Set rate' }).click();
    await expect(page.getByText('1 USD is now 84.25 INR.', { exact: true })).toBeVisible();
    await shopper.reload();
    await shopper.getByLabel('Currency').selectOption('INR');
    await shopper.locator('.variant-value', { hasText: '22K' }).click();
    // $781.71 × 84.25 = ₹65,859.0675: ₹65,859.07; the total $805.16 × 84.25 = ₹67,834.73.
    await expect(shopper.locator('.product-price__amount')).toHaveText('₹65,859.07');
    await shopper.getByText('Price breakup').click();
    await expect(breakupRow(/^Total/)).toContainText('₹67,834.73');
    await expectNoAxeViolations(shopper, 'product page: the breakup in rupees');
  });
  await context.close();
});
