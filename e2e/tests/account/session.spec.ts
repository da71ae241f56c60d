/**
 * Leaving the account (spec §2, §4): the sidebar's Sign-out asks 'Sign-out Account' with NO and YES and cannot be
 * dismissed any other way (no close button, Escape or backdrop); YES waits with a loading label, then the token is
 * gone, the shopper lands on /home and /account sends them to sign in at /. A session the server has ended (a 401
 * on an account call) also clears the token and returns to /.
 */
import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES, presetSession } from '../../fixtures/account-pages';
import { expect, test } from '../../fixtures/account-test';

test('Sign-out: NO keeps the session, Escape and the backdrop do not close, YES ends it and lands on /home', async ({
  account,
  auth,
  customer,
  page,
}) => {
  const { overview } = account;
  const dialog = overview.signOutDialog;

  await test.step('open /account signed in', async () => {
    await presetSession(page, customer.api.token);
    await overview.goto();
    await expect(overview.headerAccountLink).toBeVisible();
  });

  await test.step("the sidebar's Sign-out asks 'Sign-out Account' with NO and YES, and no close button", async () => {
    await overview.signOutButton.click();
    await expect(dialog.dialog).toBeVisible();
    await expect(dialog.question(ACCOUNT_MESSAGES.signOutQuestion)).toBeVisible();
    await expect(dialog.no).toBeVisible();
    await expect(dialog.yes).toBeVisible();
    await expect(dialog.closeButton).toHaveCount(0);
  });

  await test.step('Escape does not close it', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog.dialog).toBeVisible();
  });

  await test.step('a click on the backdrop does not close it', async () => {
    await page.mouse.click(5, 5);
    await expect(dialog.dialog).toBeVisible();
  });

  await test.step('NO closes it and keeps the session', async () => {
    await dialog.no.click();
    await expect(dialog.dialog).toBeHidden();
    await overview.expectPath('/account');
    expect(await overview.storedToken()).toBe(customer.api.token);
    await expect(overview.signOutButton).toBeFocused();
  });

  // The sign-out call is held until the loading label has been seen, then let through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user/signOut', async (route) => {
    await held;
    await route.continue();
  });

  await test.step('YES: disabled with PLEASE WAIT... (and NO disabled) while sign-out runs', async () => {
    await overview.signOutButton.click();
    await dialog.yes.click();
    await expect(dialog.busyYes).toBeDisabled();
    await expect(dialog.no).toBeDisabled();
    expect(await overview.storedToken()).toBe(customer.api.token);
  });

  await test.step('once the server answers: /home, the server message, the token gone', async () => {
    release();
    await overview.expectPath('/home');
    await overview.expectSuccessToast(ACCOUNT_SERVER_MESSAGES.signedOut);
    await expect.poll(() => overview.storedToken()).toBeNull();
    await expect(dialog.dialog).toHaveCount(0);
    await expect(overview.headerSignInLink).toHaveAttribute('href', '/');
    await expect(overview.headerAccountLink).toHaveCount(0);
    expect(await customer.api.profileStatus()).toBe(401);
  });

  await test.step('/account now sends to sign in at /', async () => {
    await page.goto('/account');
    await auth.signIn.expectPath('/');
    await expect(auth.signIn.heading).toHaveText('Sign In');
  });
});

test('a token the server no longer accepts: reloading /account returns to / with the token cleared', async ({
  account,
  auth,
  customer,
  page,
}) => {
  const { overview } = account;

  await test.step('open /account signed in', async () => {
    await presetSession(page, customer.api.token);
    await overview.goto();
    await expect(overview.facts.first()).toHaveText(customer.name);
  });

  await test.step('the session is ended elsewhere (GET /api/user/signOut with the same token)', async () => {
    await customer.api.signOut();
    expect(await customer.api.profileStatus()).toBe(401);
  });

  await test.step('reload /account: the 401 sends the shopper to sign in at /, the token cleared', async () => {
    await page.reload();
    await auth.signIn.expectPath('/');
    await expect(auth.signIn.heading).toHaveText('Sign In');
    await expect.poll(() => auth.signIn.storedToken()).toBeNull();
  });
});
