/**
 * Issue 13's whole journey on a shop of its own: the owner signs in with a TOTP code, creates a piece with two
 * photos and stock and publishes it; the storefront shows it with its photo; a customer orders it at the checkout;
 * staff ship it with tracking; the customer sees the tracking on the order page and has the e-mail; staff mark it
 * delivered and the customer sees Delivered. (That a fulfilment member cannot open the coupons screen is in
 * commerce.spec.ts.)
 */
import type { OutboxMessage } from '@lumen/contract/outbox';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ADDRESSES, createCustomer } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import { AdminProductEditor, type NewPiece } from '../../fixtures/admin-catalogue';
import { AdminOrderPage, AdminOrdersPage } from '../../fixtures/admin-orders';
import { setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { AccountsApi, newShopper } from '../../fixtures/auth-api';
import { CartPages } from '../../fixtures/cart-pages';
import { ProductPage } from '../../fixtures/product-page';
import { waitingForHydration } from '../../fixtures/test';

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.journey@lumen.example' };
const PIECE: NewPiece = {
  name: 'Solstice Bezel Pendant',
  category: 'Necklaces',
  metal: 'Gold',
  price: '840',
  originalPrice: '920',
  description: 'A lab-grown diamond held in a slim 18k gold bezel, on a fine cable chain.',
  material: {
    'Stock number': 'LJ-SOL-01',
    Shape: 'Round Brilliant',
    'Carat weight': '0.30 ct',
    Certification: 'IGI',
    Depth: '62%',
    'Cut grade': 'Excellent',
    Material: '18k Yellow Gold',
    Measurements: '4.3 x 4.3 mm',
    Clarity: 'VS1',
    Polish: 'Very Good',
  },
  faqs: [{ question: 'How long is the chain?', answer: '45 cm, with a ring at 40 cm.' }],
};
const SHIPMENT = {
  carrier: 'Blue Dart',
  trackingNumber: 'BD 7731 0042 IN',
  trackingUrl: 'https://www.bluedart.com/tracking?awb=77310042',
};

/** A small photo of a disc of colour `hue`, as a camera's JPEG or a PNG. */
async function photo(hue: number, format: 'png' | 'jpeg') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="#f4efe6"/><circle cx="240" cy="240" r="140" fill="hsl(${hue},55%,55%)"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return {
    name: `pendant-${hue}.${format === 'png' ? 'png' : 'jpg'}`,
    mimeType: `image/${format}`,
    buffer: await (format === 'png' ? image.png() : image.jpeg()).toBuffer(),
  };
}

test('a piece made in the back office is ordered, shipped with tracking and delivered', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const editor = new AdminProductEditor(page);
  let productId = 0;

  await test.step('the owner signs in with a TOTP code', async () => {
    await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  });

  await test.step('creates the piece with two photos and two in stock, and publishes it', async () => {
    await page.goto(`${server.baseURL}/admin/products/new`);
    await editor.create(PIECE);
    productId = editor.productId();
    await editor.uploadPhoto(await photo(40, 'jpeg'), 'Solstice Bezel Pendant on its chain');
    await editor.uploadPhoto(await photo(210, 'png'), 'Solstice Bezel Pendant, the bezel up close');
    await expect(editor.photos().getByRole('listitem')).toHaveCount(2);
    await editor.setQuantity(2);
    await editor.publish();
  });

  // The customer shops in a browser of their own, on the same shop.
  const shopper = newShopper(testInfo);
  const customer = await createCustomer(new AccountsApi(request, server.baseURL), request, shopper);
  const address = await request.post(`${server.baseURL}/api/user/userAddress`, {
    headers: { authorization: `Bearer ${customer.api.token}` },
    data: ADDRESSES.home,
  });
  expect(address.status(), await address.text()).toBe(201);
  const context = await browser.newContext({ baseURL: server.baseURL });
  // A page of its own context: its navigations wait for the server-rendered page to be hydrated, as the fixtures' do
  // (a click on ADD TO CART before hydration does nothing).
  const shop = waitingForHydration(await context.newPage());
  await presetSession(shop, customer.api.token);
  const product = new ProductPage(shop);
  const { cart, checkout, placed, details } = new CartPages(shop);
  let orderId = '';

  await test.step('the storefront shows the piece with its uploaded photo and its stock note', async () => {
    await product.goto(productId);
    await expect(product.name).toHaveText(PIECE.name);
    const picture = shop.getByRole('img', { name: 'Solstice Bezel Pendant on its chain' }).first();
    await expect(picture).toBeVisible();
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/products\//);
    await expect(shop.getByText('Only 2 left').first()).toBeVisible();
  });

  await test.step('the customer adds it to the cart and places the order', async () => {
    await product.addToCart.click();
    await cart.expectPath('/cart');
    await expect(cart.line(PIECE.name)).toBeVisible();
    await checkout.goto();
    await checkout.payNow.click();
    await placed.expectPath('/cart/checkout/completed');
    await expect(placed.orderId).toHaveText(/^LJ-\d{4}-\d{6}$/);
    orderId = (await placed.orderId.textContent()) ?? '';
  });

  const orders = new AdminOrdersPage(page);
  const order = new AdminOrderPage(page);
  await test.step('staff find the order and ship it with tracking', async () => {
    await page.goto(`${server.baseURL}/admin/orders`);
    await orders.filter({ q: orderId });
    await orders.open(orderId);
    await order.ship(SHIPMENT.carrier, SHIPMENT.trackingNumber, SHIPMENT.trackingUrl);
    await expect(order.timeline()).toContainText(SHIPMENT.trackingNumber);
  });

  await test.step('the customer sees the tracking on the order page and has the e-mail', async () => {
    await details.goto(orderId);
    // Where the order is, in words (the API's status stays the spec's Pending).
    await expect(details.main.getByText(`Shipped with ${SHIPMENT.carrier}`)).toBeVisible();
    const shipped = details.main.getByText(`${SHIPMENT.carrier} · Tracking number ${SHIPMENT.trackingNumber}`);
    await expect(shipped).toBeVisible();
    await expect(details.main.getByRole('link', { name: /^Track your parcel/ })).toHaveAttribute(
      'href',
      SHIPMENT.trackingUrl,
    );
    const mails = await request.get(`${server.baseURL}/api/dev/outbox`, { params: { to: shopper.email } });
    const shippedMail = ((await mails.json()) as { data: OutboxMessage[] }).data.find(
      (mail) => mail.subject === `Your Lumen Jewels order ${orderId} has shipped`,
    );
    expect(shippedMail?.text).toContain(SHIPMENT.trackingNumber);
  });

  await test.step('staff mark it delivered, and the customer sees Delivered', async () => {
    await order.markDelivered();
    await expect(order.timeline()).toContainText('Delivered');
    await details.goto(orderId);
    await expect(details.overview(orderId).locator('.order-status')).toHaveText('Delivered');
    await expect(details.cancel).toHaveCount(0);
  });

  await context.close();
});
