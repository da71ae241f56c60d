/**
 * Variants end to end, on a shop of its own: the owner creates a ring in two sizes, generates its variants in yellow
 * and rose gold at 18k and 14k, sets their stock in bulk and one price by hand, saves and publishes; a shopper then
 * picks rose gold 14k in a size on the product page, sees the price, weight and SKU follow, and the cart holds that
 * variant. axe finds nothing on the grid or the chooser.
 */
import { expect, test } from '@playwright/test';
import { AdminProductEditor } from '../../fixtures/admin-catalogue';
import { setUpOwner } from '../../fixtures/admin-pages';
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

const OWNER = { name: 'Asha Rao', email: 'asha.variants@lumen.example' };

test('the owner generates a ring’s variants and sets their stock; a shopper buys rose gold 14k in a size', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  const editor = new AdminProductEditor(page);
  const grid = page.getByRole('region', { name: 'Variants' });

  await test.step('a new ring in sizes 6 and 7 starts with one variant per size', async () => {
    await page.goto(`${server.baseURL}/admin/products/new`);
    await editor.create({
      name: 'Marisol Twist Ring',
      category: 'Rings',
      metal: 'Gold',
      price: '900',
      originalPrice: '1000',
      description: 'A twisted band in solid gold.',
      material: {
        'Stock number': 'LJ-MAR-01',
        Shape: 'Twist',
        'Carat weight': '—',
        Certification: 'BIS hallmark',
        Depth: '—',
        'Cut grade': '—',
        Material: '18k Gold',
        Measurements: '2.5 mm band',
        Clarity: '—',
        Polish: 'High polish',
      },
      faqs: [],
    });
    await page.getByLabel(/^Sizes, separated by commas/).fill('6, 7');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(grid.getByRole('row')).toHaveCount(3);
  });

  await test.step('GENERATE makes yellow and rose gold in 18k and 14k; the stock is set in bulk and one price by hand', async () => {
    const generate = grid.getByRole('group', { name: 'Generate combinations' });
    for (const name of ['Yellow Gold', 'Rose Gold', '18K', '14K'])
      await generate.getByLabel(name, { exact: true }).check();
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expect(grid.getByRole('row')).toHaveCount(9);
    await grid.getByRole('group', { name: 'Set for every row' }).getByLabel('Stock').fill('5');
    await grid.getByRole('button', { name: 'Apply' }).click();
    await grid.getByLabel('Price ($), Rose Gold, 14K, US 6', { exact: true }).fill('720');
    await grid.getByLabel('Weight (g), Rose Gold, 14K, US 6', { exact: true }).fill('2.8');
    await grid.getByRole('button', { name: 'Save variants' }).click();
    await expect(page.getByText('The variants have been saved.')).toBeVisible();
    await expect(grid.getByLabel('Stock, Rose Gold, 14K, US 7', { exact: true })).toHaveValue('5');
    await expectNoAxeViolations(page, 'product editor: variants grid');
    await editor.publish();
  });

  await test.step('the shopper picks rose gold, 14k and size 6: price, weight and SKU follow, and the cart holds it', async () => {
    const context = await browser.newContext();
    const shopper = waitingForHydration(await context.newPage());
    await shopper.goto(`${server.baseURL}/product-details/${editor.productId()}`);
    await shopper.locator('.variant-value', { hasText: 'Rose Gold' }).click();
    await expect(shopper.getByRole('radio', { name: 'Rose Gold' })).toBeChecked();
    // Rose gold comes in 18k too: the purity chosen stays until the shopper changes it.
    await expect(shopper.getByRole('radio', { name: '18K' })).toBeChecked();
    await shopper.locator('.variant-value', { hasText: '14K' }).click();
    await expect(shopper.getByRole('radio', { name: '14K' })).toBeChecked();
    await shopper.getByRole('combobox', { name: 'Size' }).selectOption('US 6');
    await expect(shopper.locator('.product-price__amount')).toHaveText('$720.00');
    await expect(shopper.getByText('Metal weight 2.80 g')).toBeVisible();
    await expect(shopper.getByText(/SKU LJ-\d{5}-RG14K-US6/)).toBeVisible();
    await expect(shopper).toHaveURL(/\?variant=\d+$/);
    await expectNoAxeViolations(shopper, 'product page: the chooser');
    await shopper.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(shopper).toHaveURL(/\/cart$/);
    const line = shopper.locator('.cart-line').first();
    await expect(line).toContainText('Rose Gold, 14K');
    await expect(line).toContainText(/LJ-\d{5}-RG14K-US6/);
    await expect(line).toContainText('$720.00');
    await context.close();
  });
});
