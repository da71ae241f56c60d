/**
 * Sign in with Google end to end (issue 30, decision 038), on a shop of its own that has a Google client ID and trusts a
 * local issuer, with Google's script stubbed at the network level (fixtures/google-identity.ts). A new Google shopper
 * presses 'Sign in With Google' — Google's script is fetched only then — is signed in, gives the mobile number (with its
 * code) and the address the account lacks, and lands on the account, whose Sign-in Methods name Google and turn it off.
 * When Google's window does not open, Google's own button takes over. The pages allow Google's script only on this
 * shop; the main e2e shop, without a client ID, shows no Google button (otp-sign-in.spec.ts).
 */
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { AccountsApi } from '../../fixtures/auth-api';
import { ADDRESS_LABELS, SAMPLE_ADDRESS } from '../../fixtures/auth-pages';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { type GoogleIssuer, startGoogleIssuer, stubGoogleIdentity } from '../../fixtures/google-identity';
import { expect, test } from '../../fixtures/test';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
let issuer: GoogleIssuer;
test.beforeAll(async () => {
  issuer = await startGoogleIssuer();
  server = await startAdminServer(issuer.env);
});
test.afterAll(async () => {
  await server?.stop();
  await issuer?.stop();
});

test('a new Google shopper signs in, adds a mobile number and an address, and can turn Google off', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = issuer.account({ name: 'Meera Iyer' });
  const googleRequests = await stubGoogleIdentity(page, await issuer.token(account));
  const mobile = `7${testInfo.workerIndex % 10}${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const main = page.getByRole('main');

  await test.step('/ allows Google’s script, and fetches it only when the button is pressed', async () => {
    const response = await page.goto(`${server.baseURL}/`);
    expect(response?.headers()['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client",
    );
    await expect(main.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    expect(googleRequests).toHaveLength(0);
    await main.getByRole('button', { name: 'Sign in With Google', exact: true }).click();
  });

  await test.step('signed in, the shopper is asked for what the account lacks', async () => {
    await expect(page).toHaveURL(`${server.baseURL}/account/complete?next=%2Faccount`);
    expect(googleRequests.map((request) => request.url())).toEqual(['https://accounts.google.com/gsi/client']);
    await expect(main.getByRole('heading', { name: 'Finish Your Account', level: 1 })).toBeVisible();
    await expect(main.getByText('Welcome, Meera. Two more things and your account is ready')).toBeVisible();
    await expectNoAxeViolations(page, 'complete account: nothing given yet');
  });

  await test.step('the mobile number, confirmed with the code sent to it', async () => {
    const outbox = new AccountsApi(page.request, server.baseURL).outbox;
    const seen = await outbox.codeCount(mobile);
    await main.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(mobile);
    await main.getByRole('button', { name: 'SEND CODE', exact: true }).click();
    const step = main.getByRole('region', { name: 'Confirm your new mobile number', exact: true });
    await expect(step).toBeVisible();
    const code = await outbox.nextCode(mobile, seen);
    await step.getByRole('textbox', { name: 'Digit 1 of 6', exact: true }).click();
    await page.keyboard.type(code);
    await step.getByRole('button', { name: 'VERIFY', exact: true }).click();
    await expect(main.getByRole('region', { name: 'Mobile Number', exact: true })).toContainText(mobile);
  });

  await test.step('the delivery address: then on to the account', async () => {
    const form = main.getByRole('region', { name: 'Delivery Address', exact: true });
    for (const label of ADDRESS_LABELS) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(SAMPLE_ADDRESS[label]);
    }
    await form.getByRole('radio', { name: 'Home', exact: true }).check();
    await form.getByRole('button', { name: 'SAVE ADDRESS', exact: true }).click();
    await expect(page).toHaveURL(`${server.baseURL}/account`);
    await expect(main.getByRole('region', { name: 'Primary Address', exact: true })).toContainText('14 Marine Drive');
  });

  await test.step('Sign-in Methods name Google, and turn it off', async () => {
    const methods = main.getByRole('region', { name: 'Sign-in Methods', exact: true });
    await expect(methods.getByRole('listitem').filter({ hasText: /^Google/ })).toContainText(account.email);
    await expect(methods.getByRole('listitem').filter({ hasText: 'Code by email' })).toContainText(account.email);
    await expect(methods.getByRole('listitem').filter({ hasText: 'Code by SMS' })).toContainText(mobile);
    await expectNoAxeViolations(page, 'account overview: sign-in methods');
    await methods.getByRole('button', { name: 'Turn off', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn Off Google Sign-in' });
    await dialog.getByRole('button', { name: 'YES', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in is off for your account.' })).toBeVisible();
    await expect(methods.getByRole('listitem').filter({ hasText: /^Google/ })).toContainText('Not connected');
  });
});

test('when Google’s window does not open, Google’s own button signs the shopper in', async ({ page }) => {
  const account = issuer.account({ name: 'Kabir Shah' });
  await stubGoogleIdentity(page, await issuer.token(account), 'skipped');
  const main = page.getByRole('main');
  await page.goto(`${server.baseURL}/?next=%2Fwishlist`);
  await main.getByRole('button', { name: 'Sign in With Google', exact: true }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Google did not open its sign-in window.' })).toBeVisible();
  await main.getByRole('button', { name: 'Continue with Google (stub)', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/account/complete?next=%2Fwishlist`);
  await main.getByRole('link', { name: 'I’ll do this later', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/wishlist`);
});
