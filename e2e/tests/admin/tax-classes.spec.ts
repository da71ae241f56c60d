/**
 * Tax classes end to end (issue 29), on a shop of its own: the owner finds the classes the shop opens with, puts one
 * necklace in the gold jewellery class (3 %, HSN 7113) in the product editor; a shopper's cart with that necklace and
 * another (no class: 18 %) says "GST & Taxes" with each rate's tax under it, as the order will be taxed.
 */
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

const OWNER = { name: 'Asha Rao', email: 'asha.taxes@lumen.example' };

test('the owner puts a piece in the gold jewellery class, and the cart taxes each piece at its own rate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const listing = await (await page.request.get(`${server.baseURL}/api/catalog/products?category=necklaces`)).json();
  const [gold, plain] = listing.data.items as { id: number; name: string }[];
  if (!gold || !plain) throw new Error('the opening catalogue has two necklaces');
  const token = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);

  await test.step('the Tax classes screen lists the classes the shop opens with', async () => {
    await openAsStaff(page, server.baseURL, token, '/admin/tax-classes');
    const classes = page.getByRole('region', { name: 'Classes', exact: true });
    await expect(classes.getByRole('row', { name: /Gold and silver jewellery/ })).toContainText('7113');
    await expect(classes.getByRole('row', { name: /Cut and polished diamonds/ })).toContainText('0.25%');
    await expect(page.getByText(/have no class and are taxed at the standard 18%/)).toBeVisible();
    await expectNoAxeViolations(page, 'tax classes');
  });

  await test.step('the product editor puts the necklace in the gold jewellery class', async () => {
    await openAsStaff(page, server.baseURL, token, `/admin/products/${gold.id}`);
    await page.getByLabel('Tax class (HSN, GST)').selectOption({ label: 'Gold and silver jewellery · HSN 7113 · 3%' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();
  });

  await test.step('a shopper’s cart shows the tax of each rate', async () => {
    for (const piece of [gold, plain]) {
      await page.goto(`${server.baseURL}/product-details/${piece.id}`);
      await page.getByRole('main').getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('article', { name: piece.name })).toBeVisible();
    }
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('GST & Taxes', { exact: true })).toBeVisible();
    await expect(summary.getByText('GST 3% · HSN 7113', { exact: true })).toBeVisible();
    await expect(summary.getByText('GST 18%', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'a cart of two tax rates');
  });
});
