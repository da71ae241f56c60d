/**
 * The back office's people, end to end on a shop of its own: the first owner comes from the owner-setup link the
 * shop logs at start-up and signs in with a TOTP code; the owner invites a manager (sends the invitation again,
 * withdraws another sent by mistake), who reads the e-mail, sets up
 * (password, the key from the screen, a code) and signs in with a recovery code; a support member sees neither Staff
 * nor the audit log and gets "Not for your role" at /admin/staff. axe finds nothing on any of these screens, in the
 * light theme and the dark.
 */
import type { OutboxMessage } from '@lumen/contract/outbox';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  AdminFrame,
  AdminSetupPage,
  AdminSignInPage,
  currentTotpCode,
  nextTotpCode,
  openAsStaff,
  STAFF_PASSWORD,
} from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.owner@lumen.example' };
const MANAGER = { name: 'Ravi Menon', email: 'ravi.manager@lumen.example' };
const SUPPORT = { name: 'Meera Iyer', email: 'meera.support@lumen.example' };
const MISTAKE = { name: 'Kiran Das', email: 'kiran.typo@lumen.example' };

let ownerSecret = '';
/** The owner's staff session from the first test: each TOTP step signs in once, so later tests reuse it. */
let ownerToken = '';

/** Opens the back office as the signed-in owner. */
const asOwner = (page: Page, path: string) => openAsStaff(page, server.baseURL, ownerToken, path);

/** The setup link in the newest invitation e-mail sent to `to` (the job queue writes the outbox a moment after the API answers). */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${server.baseURL}/api/dev/outbox`, { params: { to } });
        const messages = ((await response.json()) as { data: OutboxMessage[] }).data;
        link = messages[0]?.text.match(/https?:\/\/\S+\/admin\/setup\/[\w-]+/)?.[0] ?? '';
        return link;
      },
      { message: `an invitation e-mail to ${to}` },
    )
    .not.toBe('');
  return link;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the first owner sets up from the start-up link and signs in with a TOTP code', async ({ page }) => {
  const setup = new AdminSetupPage(page);
  await test.step('the owner-setup link asks for the owner’s details and a password', async () => {
    await page.goto(server.ownerSetupUrl);
    await expect(page.getByLabel('New password')).toBeVisible();
    await expectNoAxeViolations(page, 'owner setup: password');
    await setup.choosePassword(OWNER);
  });
  await test.step('the authenticator step shows a QR code and the key; the app’s code confirms it', async () => {
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectNoAxeViolations(page, 'owner setup: authenticator');
    ownerSecret = await setup.enrol();
  });
  await test.step('the recovery codes are shown once', async () => {
    expect(await setup.recoveryCodes()).toHaveLength(10);
    await expectNoAxeViolations(page, 'owner setup: recovery codes');
    await page.getByRole('link', { name: 'I have saved them — sign in' }).click();
  });
  await test.step('the link is used up', async () => {
    const again = await page.request.get(`${server.baseURL}/api/admin/setup/${server.ownerSetupUrl.split('/').pop()}`);
    expect(again.status()).toBe(410);
  });
  await test.step('the owner signs in with the next TOTP code and lands on the dashboard', async () => {
    const signIn = new AdminSignInPage(page);
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in');
    await signIn.signIn(OWNER.email, nextTotpCode(ownerSecret));
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await new AdminFrame(page).expectSignedInAs(OWNER.name, 'Owner');
    const nav = new AdminFrame(page).nav();
    await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    ownerToken = (await page.evaluate(() => window.localStorage.getItem('lumen-staff-token'))) ?? '';
    expect(ownerToken).not.toBe('');
  });
});

// The manager's journey is four tests in order (the file runs serially), so that each keeps the whole test timeout
// to itself on a busy machine.
test('the owner invites a manager, sends the invitation again, and withdraws one sent by mistake', async ({
  page,
  request,
}) => {
  await asOwner(page, '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();

  await test.step('the invitation dialog sends the e-mail', async () => {
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('Name').fill(MANAGER.name);
    await dialog.getByLabel('E-mail').fill(MANAGER.email);
    await dialog.getByLabel('Role').selectOption('manager');
    await expectNoAxeViolations(page, 'staff: invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${MANAGER.email}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the invitation waits in its own list; sending it again mails a new link', async () => {
    const waiting = page.getByRole('region', { name: 'Invitations waiting' });
    const row = waiting.getByRole('row', { name: new RegExp(MANAGER.email) });
    await expect(row).toContainText('Works until');
    const first = await invitationLink(request, MANAGER.email);
    await row.getByRole('button', { name: `Send again to ${MANAGER.name}` }).click();
    await expect(page.getByText(`A new invitation link is on its way to ${MANAGER.email}`)).toBeVisible();
    await expect.poll(() => invitationLink(request, MANAGER.email)).not.toBe(first);
    expect((await page.request.get(`${server.baseURL}/api/admin/setup/${first.split('/').pop()}`)).status()).toBe(404);
    await expectNoAxeViolations(page, 'staff: invitations waiting');
  });

  await test.step('an invitation sent by mistake is withdrawn after a confirmation', async () => {
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('Name').fill(MISTAKE.name);
    await dialog.getByLabel('E-mail').fill(MISTAKE.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const row = page.getByRole('row', { name: new RegExp(MISTAKE.email) });
    await row.getByRole('button', { name: `Withdraw the invitation of ${MISTAKE.name}` }).click();
    await page.getByRole('dialog', { name: 'Withdraw invitation' }).getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText(`The invitation to ${MISTAKE.email} is withdrawn`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test('the invited manager sets up from the e-mail and signs in with a recovery code', async ({ browser, request }) => {
  const link = await invitationLink(request, MANAGER.email);
  const manager = await freshPage(browser);
  let codes: string[] = [];
  await test.step('the manager opens the link, sets a password, enrols and gets recovery codes', async () => {
    await manager.goto(link);
    await expect(manager.getByText(`For ${MANAGER.name} (${MANAGER.email}), as Manager.`)).toBeVisible();
    const setup = new AdminSetupPage(manager);
    await setup.choosePassword();
    await setup.enrol();
    codes = await setup.recoveryCodes();
  });
  await test.step('the manager signs in with a recovery code and lands on the dashboard, without Staff or Audit', async () => {
    await manager.getByRole('link', { name: 'I have saved them — sign in' }).click();
    await new AdminSignInPage(manager).signIn(MANAGER.email, codes[0] ?? '', { recovery: true });
    await expect(manager.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const nav = new AdminFrame(manager).nav();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expectNoAxeViolations(manager, 'dashboard (manager)');
  });
  await manager.context().close();
});

test('the owner sees the manager in the list and the invitations in the audit log, then disables the manager', async ({
  page,
}) => {
  await asOwner(page, '/admin/staff');
  await test.step('the owner sees the manager in the list and the invitation in the audit log', async () => {
    await expect(page.getByRole('rowheader', { name: MANAGER.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invitations waiting' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'staff');
    await new AdminFrame(page).nav().getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff.invite', exact: true })).toHaveCount(2);
    await expect(page.getByRole('cell', { name: 'staff.invitation_resend' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff.invitation_withdraw' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff.accept_invitation' })).toBeVisible();
    await page.getByLabel('Action').fill('staff.invite');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('cell', { name: 'staff.accept_invitation' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'audit log');
  });

  await test.step('the owner disables the manager after a confirmation', async () => {
    await new AdminFrame(page).nav().getByRole('link', { name: 'Staff' }).click();
    const row = page.getByRole('row', { name: new RegExp(MANAGER.name) });
    await row.getByRole('button', { name: `Disable ${MANAGER.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable account' });
    await confirm.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText(`${MANAGER.name} is disabled.`)).toBeVisible();
    await expect(row.getByText('Disabled')).toBeVisible();
  });
});

test('a support member sees neither Staff nor the audit log, and /admin/staff says it is not for their role', async ({
  page,
  request,
}) => {
  // The owner invites and the support member sets up through the API: the screens were walked through above.
  const invited = await request.post(`${server.baseURL}/api/admin/staff/invitations`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { ...SUPPORT, role: 'support' },
  });
  expect(invited.status()).toBe(201);
  const setupToken = (await invitationLink(request, SUPPORT.email)).split('/').pop();
  const totp = await request.post(`${server.baseURL}/api/admin/setup/${setupToken}/totp`);
  const { secret } = ((await totp.json()) as { data: { secret: string } }).data;
  const done = await request.post(`${server.baseURL}/api/admin/setup/${setupToken}`, {
    data: { password: STAFF_PASSWORD, code: currentTotpCode(secret) },
  });
  expect(done.status(), await done.text()).toBe(201);

  const signIn = new AdminSignInPage(page);
  await signIn.open(server.baseURL);
  await signIn.signIn(SUPPORT.email, nextTotpCode(secret));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = new AdminFrame(page).nav();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await new AdminFrame(page).expectSignedInAs(SUPPORT.name, 'Support');

  await page.goto(`${server.baseURL}/admin/staff`);
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expectNoAxeViolations(page, 'not for your role');

  await test.step('the dashboard and "Not for your role" pass axe in the dark theme too', async () => {
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page, 'not for your role (dark)');
    await new AdminFrame(page).nav().getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard (dark)');
  });

  await test.step('signing out returns to sign-in, and /admin then asks to sign in with the way back', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await page.goto(`${server.baseURL}/admin/audit`);
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit$/);
  });
});

test('the sign-in, setup, staff and audit screens pass axe in the dark theme', async ({ browser, request }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  const signIn = new AdminSignInPage(page);
  await signIn.open(server.baseURL);
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page, 'sign-in (dark)');

  const invited = await request.post(`${server.baseURL}/api/admin/staff/invitations`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { name: 'Kabir Shah', email: 'kabir.fulfilment@lumen.example', role: 'fulfilment' },
  });
  expect(invited.status()).toBe(201);
  await page.goto(await invitationLink(request, 'kabir.fulfilment@lumen.example'));
  const setup = new AdminSetupPage(page);
  await expect(page.getByLabel('New password')).toBeVisible();
  await expectNoAxeViolations(page, 'setup: password (dark)');
  await setup.choosePassword();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page, 'setup: authenticator (dark)');
  await setup.enrol();
  await setup.recoveryCodes();
  await expectNoAxeViolations(page, 'setup: recovery codes (dark)');

  await page.evaluate((token) => window.localStorage.setItem('lumen-staff-token', token), ownerToken);
  await page.goto(`${server.baseURL}/admin/staff`);
  await expect(page.getByRole('rowheader', { name: 'Kabir Shah' })).toBeVisible();
  await expectNoAxeViolations(page, 'staff (dark)');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite someone' })).toBeVisible();
  await expectNoAxeViolations(page, 'invite dialog (dark)');
  await page.getByRole('button', { name: 'Close the invitation' }).click();
  await new AdminFrame(page).nav().getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'staff.owner_setup' })).toBeVisible();
  await expectNoAxeViolations(page, 'audit log (dark)');
  await context.close();
});
