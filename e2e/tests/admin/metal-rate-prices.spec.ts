/**
 * Prices from the metal rate end to end (issue 29), on a shop of its own: the owner sets the 22k gold rate, adds the
 * Aurora ring in yellow gold 22k priced from it (weight, 12 % making, the stone's value) in the variants grid; a
 * shopper sees the price and its breakup (metal weight × rate, making, stones, GST) with the time of the rate; the
 * owner sets a new 22k rate and the shopper's page follows at once, breakup and all; the owner puts the ring in the
 * gold jewellery tax class (3 %, HSN 7113) and the breakup's GST follows; the shopper switches to rupees and the price
 * and breakup follow in Indian digit grouping. axe finds nothing on any of them. Then a customer in Mumbai buys the
 * ring in rupees: the cart and checkout show rupees and say the order is charged in dollars; the order's page shows
 * the breakup under its line and its tax; the invoice lists the line's HSN code and breakup, and the GST as CGST and
 * SGST at 1.5 % each (the shop's own state). Last, a price hold runs out (ended at once by the development route
 * rather than waited for) while a customer is at checkout and the rate has moved: PAY NOW is refused with the change
 * named, and the order is placed at today's price once the customer keeps it.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADDRESSES, createCustomer } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { AccountsApi, newShopper } from '../../fixtures/auth-api';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { CartPages } from '../../fixtures/cart-pages';
import { pdfText } from '../../fixtures/pdf-text';
import { ProductPage } from '../../fixtures/product-page';
import { waitingForHydration } from '../../fixtures/test';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
/** The owner's session, from the first test, for the rate the last one sets. */
let ownerToken = '';
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.rates@lumen.example' };

/** A customer with a Mumbai address, signed in on a browser of their own that shows prices in `currency`. */
async function customerShopping(browser: Browser, request: APIRequestContext, testInfo: TestInfo, currency: string) {
  const customer = await createCustomer(new AccountsApi(request, server.baseURL), request, newShopper(testInfo));
  const address = await request.post(`${server.baseURL}/api/user/userAddress`, {
    headers: { authorization: `Bearer ${customer.api.token}` },
    data: ADDRESSES.home,
  });
  expect(address.status(), await address.text()).toBe(201);
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addCookies([{ name: 'currency', value: currency, url: server.baseURL }]);
  const shop = waitingForHydration(await context.newPage());
  await presetSession(shop, customer.api.token);
  return { customer, context, shop };
}

/** The ring in yellow gold 22k, in its first size, into the cart from its page, which shows it at `price`. */
async function addTheRing(shop: Page, request: APIRequestContext, price: string) {
  const { id, sizes } = (
    await (await request.get(`${server.baseURL}/api/catalog/products/aurora-solitaire-ring`)).json()
  ).data as { id: number; sizes: string[] };
  const product = new ProductPage(shop);
  await product.goto(id);
  await shop.locator('.variant-value', { hasText: '22K' }).click();
  await product.sizeSelect.selectOption(sizes[0] ?? '');
  await expect(shop.locator('.product-price__amount')).toHaveText(price);
  await product.addToCart.click();
  await new CartPages(shop).cart.expectPath('/cart');
}

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
  ownerToken = token;
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

test('a customer buys the ring in rupees: charged in dollars, invoiced with its HSN code, breakup and CGST + SGST', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { context, shop } = await customerShopping(browser, request, testInfo, 'INR');
  const { cart, checkout, placed, details } = new CartPages(shop);
  let orderId = '';

  await test.step('the ring in 22k goes to the cart, in rupees', async () => {
    await addTheRing(shop, request, '₹65,859.07');
    await expect(cart.items).toContainText('₹65,859.07');
  });

  await test.step('checkout: GST at 3 %, charged in dollars beside the rupees; the order is placed', async () => {
    await checkout.goto();
    // $781.71 at 3 %: $23.45 of GST, $805.16 in all; in rupees ₹1,975.66 and ₹67,834.73.
    await expect(checkout.summary).toContainText('GST & Taxes (3%)');
    await expect(checkout.summary).toContainText('₹67,834.73');
    await expect(checkout.summary.locator('.charged-in')).toHaveText(
      'Charged in US dollars: $805.16 · ₹67,834.73 at 1 USD = 84.25 INR.',
    );
    await checkout.payNow.click();
    await placed.expectPath('/cart/checkout/completed');
    orderId = (await placed.orderId.textContent()) ?? '';
  });

  await test.step('the order’s page: the breakup under the line, GST at 3 %, the dollars charged', async () => {
    await details.goto(orderId);
    await expect(details.items).toContainText(
      'Price of one: metal 4.25 g × ₹8,526.10 a gram = ₹36,235.93, making ₹4,348.14, stones ₹25,275.00',
    );
    await expect(details.payment).toContainText('Tax (GST 3%)');
    await expect(details.payment).toContainText('Charged in USD');
    await expect(details.payment).toContainText('$805.16');
    await expectNoAxeViolations(shop, 'order details: a rate-priced line in rupees');
  });

  await test.step('the invoice: the line’s HSN code and breakup, CGST and SGST at 1.5 % each, in dollars', async () => {
    const downloading = shop.waitForEvent('download');
    await details.pdf.click();
    const text = pdfText(await readFile(await (await downloading).path())).replace(/\s+/g, ' ');
    expect(text).toContain('HSN 7113');
    expect(text).toContain('Price of one: metal 4.25 g × $101.20 a gram = $430.10, making $51.61, stones $300.00');
    // $23.45 of GST in Maharashtra, the shop's state: CGST $11.72 and SGST $11.73 (the odd cent).
    expect(text).toMatch(/CGST 1\.5% \(HSN 7113\)\s*\$11\.72/);
    expect(text).toMatch(/SGST 1\.5% \(HSN 7113\)\s*\$11\.73/);
    expect(text).toContain('$805.16');
  });
  await context.close();
});

test('a hold runs out at checkout while the rate has moved: PAY NOW is refused, and today’s price is kept and paid', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { customer, context, shop } = await customerShopping(browser, request, testInfo, 'USD');
  const { cart, checkout, placed } = new CartPages(shop);

  await test.step('the ring goes to the cart at $781.71, held for a while', async () => {
    await addTheRing(shop, request, '$781.71');
    await expect(cart.line('Aurora Solitaire Ring')).toContainText(/\$781\.71 × 1 · held until \d{1,2}:\d{2} [ap]m/);
    await checkout.goto();
    await expect(checkout.summary).toContainText('$781.71');
  });

  await test.step('the rate moves to $103.00 and the hold runs out; PAY NOW is refused and names the change', async () => {
    const rate = await request.post(`${server.baseURL}/api/admin/metal-rates`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { metal: 'Gold', purity: '22k', rate_per_gram: 10_300 },
    });
    expect(rate.status(), await rate.text()).toBe(200);
    const expired = await request.post(`${server.baseURL}/api/dev/price-holds/expire`, {
      data: { email: customer.email },
    });
    expect((await expired.json()).data).toEqual({ lines: 1 });
    await checkout.payNow.click();
    await expect(checkout.toast(/The price of a piece in your cart changed with the metal rate/)).toBeVisible();
    // 4.25 g × $103.00 = $437.75; 12 % $52.53; the stone $300: $790.28, $8.57 more.
    const notice = checkout.summary.getByRole('region', { name: 'Prices changed with the metal rate' });
    await expect(notice).toContainText('Aurora Solitaire Ring $781.71 $790.28 (+$8.57 each)');
    await expectNoAxeViolations(shop, 'checkout: a price that changed with the metal rate');
  });

  await test.step('the customer keeps today’s price and the order is placed at it', async () => {
    await checkout.summary.getByRole('button', { name: 'Keep today’s prices' }).click();
    await expect(checkout.summary.getByRole('region', { name: 'Prices changed with the metal rate' })).toHaveCount(0);
    // $790.28 and 3 % GST ($23.71): $813.99.
    await checkout.expectAmount(/^Total$/, 81_399);
    await checkout.payNow.click();
    await placed.expectPath('/cart/checkout/completed');
    const orderId = (await placed.orderId.textContent()) ?? '';
    const order = await request.get(`${server.baseURL}/api/orders/${orderId}`, {
      headers: { authorization: `Bearer ${customer.api.token}` },
    });
    expect((await order.json()).data).toMatchObject({ subtotal: 79_028, total: 81_399 });
  });
  await context.close();
});
