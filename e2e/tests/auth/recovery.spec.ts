/**
 * Password recovery (spec §4): /forgot-password → a code on the channel the identifier implies (e-mail when it has
 * '@', otherwise SMS) → /email-otp-verify or /mobile-otp-verify → /create-password → / with the token removed. Then
 * the old password is refused with the server's message and the new one signs in.
 */
import { NEW_PASSWORD, SERVER_MESSAGES, type Shopper } from '../../fixtures/auth-api';
import { startRecovery } from '../../fixtures/auth-flows';
import { expect, test } from '../../fixtures/test';

/** Each recovery on an account verified on that identifier's channel: only a proved identifier gets a code. */
const RECOVERIES: ReadonlyArray<{
  by: string;
  verifiedBy: 'email' | 'sms';
  identifier: (s: Shopper) => string;
  verifyPath: string;
  label: string;
}> = [
  { by: 'e-mail', verifiedBy: 'email', identifier: (s) => s.email, verifyPath: '/email-otp-verify', label: 'Email' },
  {
    by: 'mobile',
    verifiedBy: 'sms',
    identifier: (s) => s.mobile,
    verifyPath: '/mobile-otp-verify',
    label: 'Mobile Number',
  },
];

for (const { by, verifiedBy, identifier, verifyPath, label } of RECOVERIES) {
  test(`recovery by ${by}: new password set at /create-password; the old one is refused, the new one signs in`, async ({
    auth,
    accounts,
    shopper,
  }) => {
    const id = identifier(shopper);
    await test.step(`given an account verified by ${verifiedBy}`, async () => {
      await accounts.createVerifiedAccount(shopper, verifiedBy);
    });
    const seen = await accounts.outbox.codeCount(id);

    await test.step("/ → 'Forgot password?' → /forgot-password", async () => {
      await auth.signIn.goto();
      await auth.signIn.forgotPasswordLink.click();
      await auth.forgotPassword.expectPath('/forgot-password');
      await expect(auth.forgotPassword.heading).toHaveText('Forgot Password');
    });

    await test.step(`CONTINUE sends a code by ${by} and opens ${verifyPath} in recovery`, async () => {
      await auth.forgotPassword.identifier.fill(id);
      await auth.forgotPassword.submit.click();
      await auth.otpVerify.expectPath(verifyPath);
      await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
      await expect(auth.otpVerify.sentTo(label)).toHaveValue(id);
      await expect(auth.otpVerify.main).toContainText(
        `To set a new password, enter the 6-digit code we sent to ${id}.`,
      );
    });

    await test.step('the code leads to /create-password with a session token', async () => {
      await auth.otpVerify.verify(await accounts.outbox.nextCode(id, seen));
      await auth.createPassword.expectPath('/create-password');
      await expect(auth.createPassword.heading).toHaveText('Create Password');
      await expect.poll(() => auth.createPassword.storedToken()).toMatch(/\S/);
    });

    await test.step('SUBMIT a new password: success toast, token removed, back at /', async () => {
      await auth.createPassword.password.fill(NEW_PASSWORD);
      await auth.createPassword.confirmPassword.fill(NEW_PASSWORD);
      await auth.createPassword.submit.click();
      await auth.signIn.expectSuccessToast(SERVER_MESSAGES.passwordChanged);
      await expect(auth.signIn.heading).toHaveText('Sign In');
      await auth.signIn.expectPath('/');
      await expect.poll(() => auth.signIn.storedToken()).toBeNull();
    });

    await test.step("the old password is refused with the server's message; the screen stays on /", async () => {
      await auth.signIn.signIn(id, shopper.password);
      await auth.signIn.expectErrorToast(SERVER_MESSAGES.badCredentials);
      await auth.signIn.expectPath('/');
      await expect(auth.signIn.submit).toBeEnabled();
      expect(await auth.signIn.storedToken()).toBeNull();
    });

    await test.step('the new password signs in to /account', async () => {
      await auth.signIn.password.fill(NEW_PASSWORD);
      await auth.signIn.submit.click();
      await auth.signIn.expectPath('/account');
      await expect.poll(() => auth.signIn.storedToken()).toMatch(/\S/);
    });
  });
}

test('/forgot-password shows no toast of its own, only the code sent', async ({ auth, accounts, shopper }) => {
  await accounts.createVerifiedAccount(shopper);
  await test.step('start recovery by e-mail', async () => {
    await startRecovery(auth, shopper.email);
  });
  await test.step('the code-sent toast shows, the recovery-started answer does not (spec §7)', async () => {
    await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
    await expect(auth.otpVerify.toast(/you can now verify it with a one-time code/)).toHaveCount(0);
  });
});
