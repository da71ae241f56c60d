/**
 * The new-product form, at 1280×900 and 390×844: CREATE DRAFT on an empty form sent from its end, or on one whose
 * first empty material fact sits under the sticky save bar, focuses the first field with a problem and scrolls it,
 * with its error, into the window clear of the bar; a chain or a watch asks for no stone facts and is created without them.
 */
import { ADMIN_CATALOGUE_MESSAGES } from '@lumen/contract/admin-catalogue';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
let token: string;
test.beforeAll(async ({ browser }) => {
  server = await startAdminServer();
  const page = await browser.newPage();
  token = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, {
    name: 'Mira Das',
    email: 'mira.form@lumen.example',
  });
  await page.close();
});
test.afterAll(async () => {
  await server?.stop();
});

const STONE_FACTS = ['Shape', 'Carat weight', 'Depth', 'Cut grade', 'Clarity'];

async function newProductPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((value) => window.localStorage.setItem('lumen-staff-token', value), token);
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/admin/products/new`);
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  return page;
}

/** The field and its error line lie wholly in the window, below its top and above the sticky save bar. */
async function expectClearOfTheBar(page: Page, field: Locator, error: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(error);
  const errorId = (await field.getAttribute('aria-describedby')) ?? '';
  const message = page.locator(`[id="${errorId}"]`);
  await expect(message).toHaveText(error);
  await expect(async () => {
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const bar = await page.locator('.lj-cat-save').boundingBox();
    const box = await field.boundingBox();
    const line = await message.boundingBox();
    expect(bar && box && line).toBeTruthy();
    if (!bar || !box || !line) return;
    expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.height + 1);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(line.y + line.height).toBeLessThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  }).toPass({ timeout: 5_000 });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height}, CREATE DRAFT shows the first problem above the save bar`, async ({
    browser,
  }) => {
    const page = await newProductPage(browser, viewport);
    await test.step('an empty form, sent from its end: the name, scrolled back into view', async () => {
      await page.getByLabel('Polish', { exact: true }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Create draft' }).click();
      await expectClearOfTheBar(page, page.getByLabel('Name', { exact: true }), 'Required.');
    });
    await test.step('the piece filled in, the first material fact just under the bar: it is moved clear', async () => {
      await page.getByLabel('Name', { exact: true }).fill('Lyra Solitaire Ring');
      await page.getByLabel('Price (USD)', { exact: true }).fill('900');
      await page.getByLabel('Original price (USD)').fill('900');
      await page.getByLabel('Description').fill('A round diamond on a plain gold band.');
      // The browser counts a field under a sticky bar as in view, and would leave it (and its error) there.
      await page.evaluate(() => {
        const input = document.querySelector('[name="md_stock_number"]');
        if (input) window.scrollBy(0, input.getBoundingClientRect().bottom - window.innerHeight + 12);
      });
      await page.getByRole('button', { name: 'Create draft' }).click();
      await expectClearOfTheBar(page, page.getByLabel('Stock number', { exact: true }), 'Required.');
    });
    await page.context().close();
  });
}

test('a chain asks for no stone facts and is created without them; a diamond ring asks all ten', async ({
  browser,
}) => {
  const page = await newProductPage(browser, { width: 1280, height: 900 });
  await test.step('a diamond ring asks all ten facts', async () => {
    for (const label of STONE_FACTS) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  });
  await test.step('a watch, then a chain, asks none of the stone facts', async () => {
    await page.getByLabel('Category').selectOption({ label: 'Watches' });
    for (const label of STONE_FACTS) await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
    await page.getByLabel('Category').selectOption({ label: 'Chains' });
    for (const label of STONE_FACTS) await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  });
  await test.step('the chain is created as a draft with its own facts only', async () => {
    await page.getByLabel('Name', { exact: true }).fill('Rope Chain');
    await page.getByLabel('Price (USD)', { exact: true }).fill('300');
    await page.getByLabel('Original price (USD)').fill('300');
    await page.getByLabel('Description').fill('A plain gold rope chain.');
    const facts = {
      'Stock number': 'LJ-C-01',
      Certification: 'BIS hallmark',
      Material: '22k Gold',
      Measurements: '2 mm',
      Polish: 'High',
    };
    for (const [label, value] of Object.entries(facts)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('heading', { name: 'Rope Chain', level: 1 })).toBeVisible();
    await expect(page.getByText(ADMIN_CATALOGUE_MESSAGES.created).first()).toBeVisible();
    await expect(page.getByLabel('Measurements', { exact: true })).toHaveValue('2 mm');
    for (const label of STONE_FACTS) await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  });
  await page.context().close();
});
