/**
 * /change-password (spec §2, §5): a wrong old password is refused with the server's message in an error toast and
 * the screen stays; a confirmation that differs shows 'Password does not match.' and sends nothing; a correct
 * change toasts the server's message and returns to /account. Afterwards the sign-in form at / takes the new
 * password and refuses the old one.
 */

import { ACCOUNT_MESSAGES, presetSession } from '../../fixtures/account-pages';
import { expect, test } from '../../fixtures/account-test';
import { NEW_PASSWORD, SERVER_MESSAGES, shownText, TOKEN_STORAGE_KEY } from '../../fixtures/auth-api';

const isChangePassword = (url: string) => new URL(url).pathname === '/api/user/changePassword';

test('a wrong old password is refused with the server message and the screen stays', async ({
  account,
  customer,
  page,
}) => {
  const { changePassword } = account;

  await test.step('open /change-password: three password fields, each with a show/hide toggle', async () => {
    await presetSession(page, customer.api.token);
    await changePassword.goto();
    await expect(changePassword.crumbs).toHaveText(['Home', 'My Account', 'Change Password']);
    await expect(changePassword.main.getByRole('button', { name: 'Show password', exact: true })).toHaveCount(3);
    for (const field of [changePassword.oldPassword, changePassword.newPassword, changePassword.confirmPassword]) {
      await expect(field).toHaveAttribute('type', 'password');
    }
  });

  await test.step('a wrong old password: error toast with the server message, still on /change-password', async () => {
    await changePassword.fill('Not-the-0ld-one!', NEW_PASSWORD);
    const [response] = await Promise.all([
      page.waitForResponse((r) => isChangePassword(r.url())),
      changePassword.submit.click(),
    ]);
    expect(response.status()).toBe(400);
    const { message } = (await response.json()) as { message: string };
    // The server names the field first ('oldPassword: …'); the shopper reads the message without it, in the toast
    // and under the Old Password field.
    expect(message).toBe(SERVER_MESSAGES.oldPasswordWrong);
    await changePassword.expectErrorToast(shownText(SERVER_MESSAGES.oldPasswordWrong));
    await expect(changePassword.oldPassword).toHaveAccessibleDescription(shownText(SERVER_MESSAGES.oldPasswordWrong));
    await changePassword.expectPath('/change-password');
    await expect(changePassword.submit).toBeEnabled();
    await expect(changePassword.newPassword).toHaveValue(NEW_PASSWORD);
  });
});

test('a confirmation that differs says "Password does not match." and sends nothing', async ({
  account,
  customer,
  page,
}) => {
  const { changePassword } = account;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isChangePassword(request.url())) calls.push(request.url());
  });

  await test.step('open /change-password', async () => {
    await presetSession(page, customer.api.token);
    await changePassword.goto();
  });

  await test.step('submit with a different confirmation: the message under Confirm New Password', async () => {
    await changePassword.fill(customer.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await changePassword.submit.click();
    await expect(changePassword.main.getByText(ACCOUNT_MESSAGES.passwordMismatch, { exact: true })).toBeVisible();
    await expect(changePassword.confirmPassword).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordMismatch);
    await expect(changePassword.confirmPassword).toBeFocused();
    await changePassword.expectPath('/change-password');
    expect(calls).toEqual([]);
  });
});

test('a successful change returns to /account; then the new password signs in at / and the old is refused', async ({
  account,
  auth,
  customer,
  page,
}) => {
  const { changePassword, overview } = account;

  await test.step('open /change-password', async () => {
    await presetSession(page, customer.api.token);
    await changePassword.goto();
  });

  await test.step('the right old password and a new one: success toast with the server message, /account', async () => {
    await changePassword.fill(customer.password, NEW_PASSWORD);
    const [response] = await Promise.all([
      page.waitForResponse((r) => isChangePassword(r.url())),
      changePassword.submit.click(),
    ]);
    expect(response.status()).toBe(200);
    const { message } = (await response.json()) as { message: string };
    await changePassword.expectSuccessToast(message);
    await overview.expectPath('/account');
    await expect(overview.heading).toHaveText('Account Overview');
  });

  await test.step('leave this session on this device (forget the token) and open the sign-in form', async () => {
    await page.evaluate((key) => window.localStorage.removeItem(key), TOKEN_STORAGE_KEY);
    await auth.signIn.goto();
  });

  await test.step('the old password is refused with the server message', async () => {
    await auth.signIn.signIn(customer.email, customer.password);
    await auth.signIn.expectErrorToast(SERVER_MESSAGES.badCredentials);
    await auth.signIn.expectPath('/');
    expect(await auth.signIn.storedToken()).toBeNull();
  });

  await test.step('the new password signs in and reaches /account', async () => {
    await auth.signIn.password.fill(NEW_PASSWORD);
    await auth.signIn.submit.click();
    await auth.signIn.expectPath('/account');
    await expect(overview.heading).toHaveText('Account Overview');
    await expect.poll(() => auth.signIn.storedToken()).toMatch(/\S/);
  });
});
