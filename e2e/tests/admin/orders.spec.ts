/**
 * Orders in the back office, end to end on a shop of its own: the owner sets up and lands on the dashboard, which
 * counts two customers' orders as waiting to ship and links to them; the owner filters the list (kept in the address
 * across a reload), opens an order, ships it with tracking (the timeline shows it), downloads the packing slip, adds
 * a note and marks it delivered; the other order is cancelled with a reason; a support member reads them but is
 * offered no step. axe finds nothing on the dashboard, the list or an order, in the light theme and the dark.
 */
import { ADMIN_ORDER_MESSAGES } from '@lumen/contract/admin-orders';
import { expect, test } from '@playwright/test';
import {
  AdminDashboardPage,
  AdminOrderPage,
  AdminOrdersPage,
  type PlacedOrder,
  placeOrder,
  signInInvited,
  toast,
} from '../../fixtures/admin-orders';
import { AdminFrame, openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { PENDANT, RING } from '../../fixtures/cart-api';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.owner@lumen.example' };
let ownerToken = '';
let shipped: PlacedOrder;
let cancelled: PlacedOrder;

test('the owner sets up and lands on the dashboard, which counts the orders waiting to ship', async ({
  page,
  request,
}, testInfo) => {
  ownerToken = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  shipped = await placeOrder(request, server.baseURL, testInfo, [{ productId: RING.id, size: RING.size }]);
  cancelled = await placeOrder(request, server.baseURL, testInfo, [{ productId: PENDANT.id, size: null, quantity: 2 }]);

  const dashboard = new AdminDashboardPage(page);
  await page.reload();
  await expect(dashboard.heading()).toBeVisible();
  await expect(dashboard.figure('Today')).toContainText('2 orders');
  await expect(dashboard.waitingLink()).toHaveText('2 orders wait to ship');
  await expect(dashboard.chart()).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  await dashboard.waitingLink().click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=Pending&shipped=no&dir=asc$/);
  const orders = new AdminOrdersPage(page);
  await expect(orders.rows()).toHaveCount(2);
  await expect(orders.rows().first()).toContainText(shipped.orderId);
});

test('staff filter the list, open an order, ship it with tracking and mark it delivered', async ({ page }) => {
  const orders = new AdminOrdersPage(page);
  const order = new AdminOrderPage(page);
  await openAsStaff(page, server.baseURL, ownerToken, '/admin/orders');
  await expect(orders.rows()).toHaveCount(2);
  await expectNoAxeViolations(page, 'orders list');

  await test.step('a search by the customer’s e-mail finds their order, and a reload keeps the filter', async () => {
    await orders.filter({ q: shipped.shopper.email });
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(shipped.shopper.email)}$`));
    await expect(orders.rows()).toHaveCount(1);
    await expect(orders.row(shipped.orderId)).toContainText('To ship');
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(shipped.shopper.email);
    await expect(orders.rows()).toHaveCount(1);
  });

  await test.step('the order shows its lines, customer, address and the steps it allows', async () => {
    await orders.open(shipped.orderId);
    await expect(page.getByRole('region', { name: 'Pieces of the order' })).toContainText(RING.name);
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(shipped.shopper.email);
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('14 Marine Drive');
    await expect(order.button('Ship')).toBeVisible();
    await expect(order.button('Cancel order')).toBeVisible();
    await expect(order.button('Mark delivered')).toHaveCount(0);
    await expectNoAxeViolations(page, 'order to ship');
  });

  await test.step('the ship dialog checks the tracking link, then ships; the timeline shows the shipment', async () => {
    await order.button('Ship').click();
    const dialog = page.getByRole('dialog', { name: 'Ship the order' });
    await dialog.getByLabel('Carrier').fill('Blue Dart');
    await dialog.getByLabel('Tracking number').fill('BD 4417 2290');
    await dialog.getByLabel('Tracking link (optional)').fill('bluedart tracking');
    await expectNoAxeViolations(page, 'ship dialog');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(dialog.getByText('enter a link that starts with http:// or https://')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close without shipping' }).click();
    await order.ship('Blue Dart', 'BD 4417 2290', 'https://www.bluedart.example/track/BD44172290');
    await expect(toast(page, ADMIN_ORDER_MESSAGES.shipped)).toBeVisible();
    await expect(order.timeline()).toContainText('Shipped');
    await expect(order.timeline()).toContainText('Blue Dart, tracking BD 4417 2290');
    await expect(order.timeline()).toContainText(`by ${OWNER.name}`);
    await expect(page.getByRole('link', { name: /BD 4417 2290/ })).toHaveAttribute(
      'href',
      'https://www.bluedart.example/track/BD44172290',
    );
    await expect(order.button('Ship')).toHaveCount(0);
    await expect(order.button('Cancel order')).toHaveCount(0);
  });

  await test.step('the packing slip downloads as a PDF', async () => {
    const download = page.waitForEvent('download');
    await order.button('Packing slip (PDF)').click();
    expect((await download).suggestedFilename()).toBe(`packing-slip-${shipped.orderId}.pdf`);
  });

  await test.step('an internal note is added', async () => {
    await order.addNote('Gift wrap requested on the phone.');
    await expect(toast(page, ADMIN_ORDER_MESSAGES.noteAdded)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Gift wrap requested on the phone.');
    await expect(page.getByLabel('Add a note')).toHaveValue('');
  });

  await test.step('mark delivered asks first, then closes the order', async () => {
    await order.markDelivered();
    await expect(toast(page, ADMIN_ORDER_MESSAGES.delivered)).toBeVisible();
    await expect(order.timeline()).toContainText('Delivered');
    await expect(order.heading(shipped.orderId)).toContainText('Delivered');
    await expect(order.button('Mark delivered')).toHaveCount(0);
    await expectNoAxeViolations(page, 'delivered order');
  });
});

test('another order is cancelled with a reason, after the dialog asks', async ({ page }) => {
  const orders = new AdminOrdersPage(page);
  const order = new AdminOrderPage(page);
  await openAsStaff(page, server.baseURL, ownerToken, `/admin/orders/${cancelled.orderId}`);
  await expect(order.heading(cancelled.orderId)).toBeVisible();

  await order.button('Cancel order').click();
  const dialog = order.cancelDialog();
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByText('say why the order is cancelled')).toBeVisible();
  await dialog.getByLabel('Reason (the customer sees it)').fill('The pendant failed our quality check.');
  await expectNoAxeViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, ADMIN_ORDER_MESSAGES.cancelled)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText(
    'The pendant failed our quality check.',
  );
  await expect(order.timeline()).toContainText('Cancelled');
  await expect(order.button('Ship')).toHaveCount(0);

  await page.getByRole('link', { name: '← All orders' }).click();
  await orders.filter({ status: 'Cancelled' });
  await expect(page).toHaveURL(/\?status=Cancelled$/);
  await expect(orders.rows()).toHaveCount(1);
  await expect(orders.row(cancelled.orderId)).toContainText('Cancelled');
});

test('a support member reads orders and notes but is offered no fulfilment step', async ({ page, request }) => {
  await signInInvited(page, request, server.baseURL, ownerToken, {
    name: 'Meera Iyer',
    email: 'meera.support@lumen.example',
    role: 'support',
  });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await new AdminFrame(page).nav().getByRole('link', { name: 'Orders' }).click();
  const orders = new AdminOrdersPage(page);
  await expect(orders.rows()).toHaveCount(2);
  await orders.filter({ q: cancelled.orderId });
  await expect(orders.rows()).toHaveCount(1);
  await page.goto(`${server.baseURL}/admin/orders/${shipped.orderId}`);
  const order = new AdminOrderPage(page);
  await expect(order.heading(shipped.orderId)).toBeVisible();
  await expect(page.getByText('You can read this order; fulfilment is for the orders team.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Gift wrap requested on the phone.');
  await expect(order.button('Packing slip (PDF)')).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveCount(0);
  for (const step of ['Ship', 'Mark delivered', 'Cancel order']) await expect(order.button(step)).toHaveCount(0);
});

test('the dashboard, the list and an order pass axe in the dark theme', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await openAsStaff(page, server.baseURL, ownerToken, '/admin/dashboard');
  const dashboard = new AdminDashboardPage(page);
  await expect(dashboard.heading()).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect(dashboard.figure('Today')).toContainText('1 order');
  await expect(page.getByText('Every order has shipped. Nothing is waiting.')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard (dark)');

  await page.goto(`${server.baseURL}/admin/orders`);
  await expect(new AdminOrdersPage(page).rows()).toHaveCount(2);
  await expectNoAxeViolations(page, 'orders list (dark)');

  await page.goto(`${server.baseURL}/admin/orders/${shipped.orderId}`);
  await expect(new AdminOrderPage(page).heading(shipped.orderId)).toBeVisible();
  await expectNoAxeViolations(page, 'order (dark)');
});
