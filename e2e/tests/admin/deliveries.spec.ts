/**
 * Deliveries in the back office, end to end on a shop of its own whose mail server refuses every connection (its
 * SMTP_URL names a port where nothing listens), while SMS go to the development outbox: a shopper's sign-up code by
 * SMS is sent; a staff invitation by e-mail stays on the queue, retrying, with the error. The owner finds both on the
 * Deliveries screen, narrows the list by state, channel and recipient, and follows the customer's Messages card to
 * the screen narrowed to them. axe finds nothing, in the light theme and the dark.
 *
 * SEND AGAIN is not driven here: a message fails for good only after its last retry (about a day and a half of
 * backoff), and this server has no way to fail one sooner; the API tests (deliveries-admin.test.ts) and the screen's
 * component test cover it.
 */
import { expect, type Page, test } from '@playwright/test';
import { AdminCustomersPage } from '../../fixtures/admin-commerce';
import { AdminDeliveriesPage, deliveryState } from '../../fixtures/admin-deliveries';
import { AdminFrame, openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { AccountsApi, newShopper, type Shopper } from '../../fixtures/auth-api';
import { expectNoAxeViolations } from '../../fixtures/axe';

test.describe.configure({ mode: 'serial' });

/** A mail server that refuses: nothing listens on the discard port here. */
const REFUSING_SMTP = 'smtp://127.0.0.1:9';

let server: AdminServer;
test.beforeAll(async () => {
  // The server is spawned with this process's environment, read when `startAdminServer` is called; put it back at once.
  const before = process.env.SMTP_URL;
  process.env.SMTP_URL = REFUSING_SMTP;
  const starting = startAdminServer();
  if (before === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = before;
  server = await starting;
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Nisha Kapoor', email: 'nisha.owner@lumen.example' };
const INVITED = { name: 'Ravi Menon', email: 'ravi.menon@lumen.example' };

let ownerToken = '';
let shopper: Shopper;

const asOwner = (page: Page, path: string) => openAsStaff(page, server.baseURL, ownerToken, path);

test('the owner sets up, signs in with TOTP and finds Deliveries', async ({ page }) => {
  ownerToken = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  await expect(new AdminFrame(page).nav().getByRole('link', { name: 'Deliveries' })).toBeVisible();
});

test('a sent code and a retrying invitation are listed, with the error, and narrowed by state, channel and recipient', async ({
  page,
  request,
}, testInfo) => {
  await test.step('a shopper signs up by SMS, and the owner invites a member whose e-mail the server refuses', async () => {
    shopper = await new AccountsApi(request, server.baseURL).createVerifiedAccount(newShopper(testInfo), 'sms');
    const invited = await request.post(`${server.baseURL}/api/admin/staff/invitations`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { ...INVITED, role: 'support' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    // The queue's worker has tried the e-mail once the API says it is retrying.
    await expect.poll(() => deliveryState(request, server.baseURL, ownerToken, INVITED.email)).toBe('retrying');
  });

  const deliveries = new AdminDeliveriesPage(page);
  await test.step('every message, newest first, with its state, tries and last error', async () => {
    await asOwner(page, '/admin/deliveries');
    await expect(deliveries.heading()).toBeVisible();
    await expect(deliveries.state('All')).toHaveAttribute('aria-pressed', 'true');
    const invitation = deliveries.row(INVITED.email);
    await expect(invitation).toContainText('Your invitation to the Lumen Jewels back office');
    await expect(invitation.getByText('Retrying', { exact: true })).toBeVisible();
    await expect(invitation).toContainText('ECONNREFUSED');
    const code = deliveries.row(shopper.mobile);
    await expect(code).toContainText('SMS');
    await expect(code.getByText('Sent', { exact: true })).toBeVisible();
    // A code's text never reaches the browser: only its subject.
    await expect(code).toContainText('verification code');
    await expect(page.getByRole('button', { name: /^Send again/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'deliveries');
  });

  await test.step('the Retrying button keeps the state in the address and shows only those', async () => {
    await deliveries.state('Retrying').click();
    await expect(page).toHaveURL(/\/admin\/deliveries\?state=retrying$/);
    await expect(deliveries.state('Retrying')).toHaveAttribute('aria-pressed', 'true');
    await expect(deliveries.row(INVITED.email)).toBeVisible();
    await expect(deliveries.row(shopper.mobile)).toHaveCount(0);
  });

  await test.step('channel and part of the recipient narrow the list', async () => {
    await deliveries.state('All').click();
    await deliveries.filter({ channel: 'sms', recipient: shopper.mobile.slice(-6) });
    await expect(page).toHaveURL(new RegExp(`channel=sms&recipient=${shopper.mobile.slice(-6)}`));
    await expect(deliveries.row(shopper.mobile)).toBeVisible();
    await expect(deliveries.row(INVITED.email)).toHaveCount(0);
    await deliveries.filter({ channel: '', recipient: 'ravi.MENON' });
    await expect(deliveries.row(INVITED.email)).toBeVisible();
    await expect(deliveries.row(shopper.mobile)).toHaveCount(0);
  });
});

test('the customer’s page shows the messages sent to them and opens Deliveries narrowed to them', async ({ page }) => {
  const customers = new AdminCustomersPage(page);
  await asOwner(page, '/admin/customers');
  await customers.search(shopper.mobile);
  await customers.row(shopper.name).getByRole('link', { name: shopper.name }).click();
  const messages = page.getByRole('list', { name: 'Messages to this customer' });
  await expect(messages).toContainText('verification code');
  await expect(messages.getByText('Sent', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'customer with messages');
  await page.getByRole('link', { name: 'Open in Deliveries' }).click();
  await expect(page).toHaveURL(/\/admin\/deliveries\?user_id=\d+$/);
  await expect(page.getByText('Messages to customer')).toBeVisible();
  await expect(new AdminDeliveriesPage(page).row(shopper.mobile)).toBeVisible();
  await expect(new AdminDeliveriesPage(page).row(INVITED.email)).toHaveCount(0);
});

test('the Deliveries screen passes axe in the dark theme, on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((token) => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('lumen-staff-token', token);
  }, ownerToken);
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/admin/deliveries`);
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect(new AdminDeliveriesPage(page).row(INVITED.email)).toContainText('ECONNREFUSED');
  // The page itself never scrolls sideways: each message is a block on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectNoAxeViolations(page, 'deliveries (dark, 390 px)');
  await context.close();
});
