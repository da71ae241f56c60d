/**
 * The back office's times and its audit log, end to end on a shop of its own, from a browser in Los Angeles: the
 * inbox, a message, the coupons (a start typed on the shop's clock), the staff's invitations and the audit log show
 * the shop's times (India) and say so; a price changed in the product editor reads "Price: $450.00 → $425.00" in the
 * audit log, whose raw record opens on a click and closes from the keyboard. axe finds nothing on the log.
 */
import { ADMIN_CATALOGUE_MESSAGES } from '@lumen/contract/admin-catalogue';
import { SHOP } from '@lumen/contract/shop';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AdminCouponsPage, AdminMessagesPage } from '../../fixtures/admin-commerce';
import { openAsStaff, setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';

test.describe.configure({ mode: 'serial' });
// Far from the shop: 13½ hours behind India in winter. A time on the browser's clock would read another day.
test.use({ timezoneId: 'America/Los_Angeles' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Meera Iyer', email: 'meera.owner@lumen.example' };
const VISITOR = { name: 'Rohan Mehta', email: 'rohan.mehta@example.com' };

let token = '';
const asOwner = (page: Page, path: string) => openAsStaff(page, server.baseURL, token, path);

/** An instant as a person in India reads it: "28 Nov 2026, 4:40 am". */
const inIndia = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP.timeZone }).format(
    new Date(iso),
  );

/** The owner's call to the admin API, answering its data. */
async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${server.baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('the owner sets up and signs in', async ({ page }) => {
  token = await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
});

test('from a browser in Los Angeles, every time reads on the shop’s clock and says IST', async ({ page, request }) => {
  await test.step('the inbox and a message', async () => {
    const sent = await request.post(`${server.baseURL}/api/contact`, {
      data: { ...VISITOR, message: 'Is the Aurora ring available in a size 8?' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const { messages } = await adminGet<{ messages: { name: string; created_at: string }[] }>(
      request,
      '/api/admin/messages?status=new',
    );
    const received = messages.find((message) => message.name === VISITOR.name)?.created_at ?? '';
    const inbox = new AdminMessagesPage(page);
    await asOwner(page, '/admin/messages');
    await expect(page.getByRole('columnheader', { name: 'Received (IST)' })).toBeVisible();
    await expect(inbox.row(VISITOR.name)).toContainText(inIndia(received));
    await inbox.row(VISITOR.name).getByRole('link', { name: VISITOR.name }).click();
    await expect(page.getByRole('article', { name: `Message from ${VISITOR.name}` })).toContainText(
      `${inIndia(received)} IST`,
    );
  });

  await test.step('a coupon starting at 10 am in India, typed so from Los Angeles', async () => {
    const coupons = new AdminCouponsPage(page);
    await asOwner(page, '/admin/coupons');
    await expect(coupons.heading()).toBeVisible();
    await coupons.create({
      code: 'SPRING10',
      description: '10% off in spring',
      value: '10',
      startsAt: '2030-01-15T10:00',
    });
    await expect(page.getByText('Coupon created. SPRING10 is ready.')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Runs (IST)' })).toBeVisible();
    await expect(coupons.row('SPRING10')).toContainText('From 15 Jan 2030, 10:00 am');
    const { coupons: found } = await adminGet<{ coupons: { starts_at: string }[] }>(
      request,
      '/api/admin/coupons?q=SPRING10',
    );
    expect(found[0]?.starts_at).toBe('2030-01-15T04:30:00.000Z');
    await coupons.row('SPRING10').getByRole('button', { name: 'Edit SPRING10' }).click();
    await expect(coupons.dialog('Edit SPRING10').getByLabel('Starts (IST)')).toHaveValue('2030-01-15T10:00');
    await page.getByRole('button', { name: 'Close the coupon form' }).click();
  });

  await test.step('an invitation works until a time in IST', async () => {
    const invited = await request.post(`${server.baseURL}/api/admin/staff/invitations`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Dev Khanna', email: 'dev.khanna@lumen.example', role: 'support' },
    });
    expect(invited.status()).toBe(201);
    const { invitation } = ((await invited.json()) as { data: { invitation: { expires_at: string } } }).data;
    await asOwner(page, '/admin/staff');
    await expect(page.getByRole('row', { name: /Dev Khanna/ })).toContainText(
      `Works until ${inIndia(invitation.expires_at)} IST`,
    );
  });

  await test.step('the audit log', async () => {
    const { entries } = await adminGet<{ entries: { at: string }[] }>(request, '/api/admin/audit?action=coupon.create');
    await asOwner(page, '/admin/audit');
    await expect(page.getByRole('columnheader', { name: 'When (IST)' })).toBeVisible();
    await expect(page.getByRole('row', { name: /coupon\.create/ })).toContainText(inIndia(entries[0]?.at ?? ''));
  });
});

test('a price change reads in words in the audit log, with its raw record a click away', async ({ page, request }) => {
  const created = await request.post(`${server.baseURL}/api/admin/products`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Meera Pearl Studs',
      description: 'Freshwater pearl studs set in white gold.',
      category: 'earrings',
      audience: 'women',
      metal: 'White Gold',
      stone: 'Pearl',
      purity: '18k',
      price: 45_000,
      original_price: 50_000,
      sizes: [],
      material_details: Object.fromEntries(
        [
          'stock_number',
          'shape',
          'carat_weight',
          'certification',
          'depth',
          'cut_grade',
          'material',
          'measurements',
          'clarity',
          'polish',
        ].map((field) => [field, 'As shown']),
      ),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = ((await created.json()) as { data: { product: { id: number } } }).data;

  await test.step('the owner lowers the price in the editor', async () => {
    await asOwner(page, `/admin/products/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Meera Pearl Studs', level: 1 })).toBeVisible();
    await page.getByLabel('Price (USD)', { exact: true }).fill('425');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(ADMIN_CATALOGUE_MESSAGES.updated).first()).toBeVisible();
  });

  await test.step('the audit log says it in words', async () => {
    await asOwner(page, '/admin/audit');
    await page.getByLabel('Action').fill('product.update');
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByRole('row', { name: /product\.update/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: OWNER.name })).toBeVisible();
    await expect(row.getByRole('term').first()).toHaveText('Price');
    // "to" is said to screen readers in place of the arrow.
    await expect(row.getByRole('definition').first()).toHaveText('$450.00 → to $425.00');
    await expect(row.getByText('"price": 42500')).toBeHidden();
    await expectNoAxeViolations(page, 'audit log');
  });

  await test.step('the raw record opens on a click and closes from the keyboard', async () => {
    const row = page.getByRole('row', { name: /product\.update/ });
    const raw = row.getByText('Raw record');
    await raw.click();
    await expect(row.getByText('"price": 42500')).toBeVisible();
    await expect(row.getByText('"action": "product.update"')).toBeVisible();
    await expectNoAxeViolations(page, 'audit log, a raw record open');
    await raw.focus();
    await page.keyboard.press('Enter');
    await expect(row.getByText('"price": 42500')).toBeHidden();
  });
});
