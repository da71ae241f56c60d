/**
 * Coupons, customers and messages in the back office, end to end on a shop of its own: the owner sets up and signs
 * in with TOTP; creates a coupon with a per-customer limit (a second one with the same code is refused as the
 * server words it), edits it and deactivates it; finds a customer who signed up on the storefront, disables and
 * enables them; reads a contact-form message, replies (by e-mail, in the outbox) and marks it handled. A fulfilment
 * member sees no Coupons entry and gets "Not for your role" at /admin/coupons. axe finds nothing on any screen, in
 * the light theme and the dark.
 */
import { ADMIN_INBOX_MESSAGES } from '@lumen/contract/admin-messages';
import type { OutboxMessage } from '@lumen/contract/outbox';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AdminCouponsPage, AdminCustomersPage, AdminMessagesPage } from '../../fixtures/admin-commerce';
import {
  AdminFrame,
  AdminSignInPage,
  currentTotpCode,
  nextTotpCode,
  openAsStaff,
  STAFF_PASSWORD,
  setUpOwner,
} from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { AccountsApi, newShopper, type Shopper } from '../../fixtures/auth-api';
import { expectNoAxeViolations } from '../../fixtures/axe';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Nisha Kapoor', email: 'nisha.owner@lumen.example' };
const FULFILMENT = { name: 'Arjun Pillai', email: 'arjun.fulfilment@lumen.example' };
const VISITOR = { name: 'Kavya Reddy', email: 'kavya.reddy@example.com' };

let ownerToken = '';
let shopper: Shopper;

/** Opens the back office as the signed-in owner. */
const asOwner = (page: Page, path: string) => openAsStaff(page, server.baseURL, ownerToken, path);

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${server.baseURL}/api/dev/outbox`, { params: { to } });
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

test('the owner sets up, signs in with TOTP and finds Coupons, Customers and Messages', async ({ page }) => {
  ownerToken = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  const nav = new AdminFrame(page).nav();
  for (const name of ['Coupons', 'Customers', 'Messages']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
});

test('the owner creates a coupon with a per-customer limit, edits it and deactivates it', async ({ page }) => {
  const coupons = new AdminCouponsPage(page);
  await asOwner(page, '/admin/coupons');
  await expect(coupons.heading()).toBeVisible();
  // The shop's seeded coupon.
  await expect(coupons.row('FALL25')).toContainText('25% off Rings');

  await test.step('a new coupon: 10% off, once per customer', async () => {
    const dialog = await coupons.create({
      code: 'welcome10',
      description: '10% off your first piece',
      value: '10',
      perCustomerLimit: '1',
    });
    await expect(page.getByText('Coupon created. WELCOME10 is ready.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = coupons.row('WELCOME10');
    await expect(row).toContainText('10% off');
    await expect(row).toContainText('0 / ∞');
    await expect(row).toContainText('1 each');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  await test.step('the form says what is wrong before sending, and the server refuses a code already taken', async () => {
    const dialog = await coupons.create({ code: 'WELCOME10', description: 'Twice', value: '120' });
    await expect(dialog.getByText('A percentage is between 1 and 100.')).toBeVisible();
    await expectNoAxeViolations(page, 'coupon dialog (an error)');
    await dialog.getByLabel('Percent off (1–100)').fill('5');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog.getByText('Another coupon already has this code.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('an edit: twice per customer, 50 uses in all', async () => {
    const dialog = await coupons.edit('WELCOME10', { perCustomerLimit: '2', usageLimit: '50' });
    await expect(page.getByText('Coupon updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = coupons.row('WELCOME10');
    await expect(row).toContainText('0 / 50');
    await expect(row).toContainText('2 each');
  });

  await test.step('deactivating asks first, then shows the state', async () => {
    await coupons.setActive('WELCOME10', false);
    await expect(page.getByText('WELCOME10 is deactivated.')).toBeVisible();
    await expect(coupons.row('WELCOME10').getByText('Deactivated', { exact: true })).toBeVisible();
    await expect(coupons.row('WELCOME10').getByRole('button', { name: 'Activate WELCOME10' })).toBeVisible();
    await expectNoAxeViolations(page, 'coupons');
  });
});

test('a customer who signed up is found, opened, disabled and enabled', async ({ page, request }, testInfo) => {
  shopper = await new AccountsApi(request, server.baseURL).createVerifiedAccount(newShopper(testInfo));
  const customers = new AdminCustomersPage(page);
  await asOwner(page, '/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await customers.search(shopper.email);
  await expect(customers.row(shopper.name)).toContainText(shopper.email);
  await expectNoAxeViolations(page, 'customers');
  await customers.search('nobody-like-this');
  await expect(page.getByText('No customer matches “nobody-like-this”.')).toBeVisible();
  await customers.search(shopper.name);

  await customers.row(shopper.name).getByRole('link', { name: shopper.name }).click();
  await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'customer');

  await customers.setDisabled(true);
  await expect(page.getByText('Customer disabled: their sessions have ended and they cannot sign in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toContainText('Disabled');
  const refused = await request.post(`${server.baseURL}/api/user/signIn`, {
    data: { email: shopper.email, Mobile_number: '', password: shopper.password },
  });
  expect(refused.ok()).toBe(false);

  await customers.setDisabled(false);
  await expect(page.getByText('Customer enabled.')).toBeVisible();
  await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toContainText('Active');

  await page.getByRole('button', { name: 'Erase' }).click();
  const erase = page.getByRole('dialog', { name: 'Erase customer' });
  await expect(erase.getByRole('button', { name: 'Erase customer' })).toBeDisabled();
  await expectNoAxeViolations(page, 'erase dialog');
  await erase.getByRole('button', { name: 'Cancel' }).click();
  await expect(erase).toBeHidden();
});

test('a contact message appears in the inbox, gets a reply by e-mail and is marked handled', async ({
  page,
  request,
}) => {
  const sent = await request.post(`${server.baseURL}/api/contact`, {
    data: { ...VISITOR, message: 'Do you resize rings bought in the shop?\nMine is a size 12.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const inbox = new AdminMessagesPage(page);
  await asOwner(page, '/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(inbox.filter('New')).toHaveAttribute('aria-pressed', 'true');
  await expect(inbox.row(VISITOR.name)).toContainText('Do you resize rings bought in the shop?');
  await expectNoAxeViolations(page, 'messages');

  await inbox.row(VISITOR.name).getByRole('link', { name: VISITOR.name }).click();
  await expect(page.getByRole('heading', { name: `Message from ${VISITOR.name}` })).toBeVisible();
  await expect(page.getByText('No replies yet.')).toBeVisible();
  await expect(inbox.state()).toHaveText('New');

  await inbox.reply('Yes — bring it in any day; resizing takes three days.');
  await expect(page.getByText(ADMIN_INBOX_MESSAGES.replySent)).toBeVisible();
  const thread = page.getByRole('list', { name: 'Replies' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('resizing takes three days');
  // The reply leaves through the job queue a moment later; the screen looks again until it has gone.
  await expect(thread.getByText('Sent', { exact: true })).toBeVisible();
  await expect(inbox.state()).toHaveText('Handled');
  await expect
    .poll(async () => (await outbox(request, VISITOR.email)).map((message) => message.text).join('\n'))
    .toContain('resizing takes three days');
  await expectNoAxeViolations(page, 'message with a reply');

  await page.getByRole('button', { name: 'Mark as new' }).click();
  await expect(page.getByText('Marked as new.')).toBeVisible();
  await expect(inbox.state()).toHaveText('New');
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Marked as handled.')).toBeVisible();
  await expect(inbox.state()).toHaveText('Handled');

  await page.getByRole('link', { name: '← Messages' }).click();
  await expect(page.getByText('No new messages. Everything is handled.')).toBeVisible();
  await inbox.filter('Handled').click();
  await expect(inbox.row(VISITOR.name)).toContainText('Handled');
});

test('the screens pass axe in the dark theme', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript((token) => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('lumen-staff-token', token);
  }, ownerToken);
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/admin/coupons`);
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect(new AdminCouponsPage(page).row('WELCOME10')).toBeVisible();
  await expectNoAxeViolations(page, 'coupons (dark)');
  await page.getByRole('button', { name: 'Edit WELCOME10' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit WELCOME10' })).toBeVisible();
  await expectNoAxeViolations(page, 'coupon dialog (dark)');
  await page.getByRole('button', { name: 'Close the coupon form' }).click();

  await new AdminFrame(page).nav().getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('link', { name: shopper.name }).click();
  await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'customer (dark)');

  await new AdminFrame(page).nav().getByRole('link', { name: 'Messages' }).click();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('link', { name: VISITOR.name }).click();
  await expect(page.getByRole('heading', { name: `Message from ${VISITOR.name}` })).toBeVisible();
  await expectNoAxeViolations(page, 'message (dark)');
  await context.close();
});

test('a fulfilment member has no Coupons entry and /admin/coupons is not for their role', async ({ page, request }) => {
  const invited = await request.post(`${server.baseURL}/api/admin/staff/invitations`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { ...FULFILMENT, role: 'fulfilment' },
  });
  expect(invited.status()).toBe(201);
  let link = '';
  await expect
    .poll(async () => {
      link = (await outbox(request, FULFILMENT.email))[0]?.text.match(/\/admin\/setup\/([\w-]+)/)?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  const totp = await request.post(`${server.baseURL}/api/admin/setup/${link}/totp`);
  const { secret } = ((await totp.json()) as { data: { secret: string } }).data;
  const done = await request.post(`${server.baseURL}/api/admin/setup/${link}`, {
    data: { password: STAFF_PASSWORD, code: currentTotpCode(secret) },
  });
  expect(done.status(), await done.text()).toBe(201);

  const signIn = new AdminSignInPage(page);
  await signIn.open(server.baseURL);
  await signIn.signIn(FULFILMENT.email, nextTotpCode(secret));
  await new AdminFrame(page).expectSignedInAs(FULFILMENT.name, 'Fulfilment');
  const nav = new AdminFrame(page).nav();
  await expect(nav.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);

  await page.goto(`${server.baseURL}/admin/coupons`);
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coupons' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'coupons: not for your role');
});
