/**
 * axe-core (WCAG 2.0/2.1 A and AA, best practices) on every auth route of spec §2, in both themes. The screens that
 * need a flow in progress or a session are reached through the flow itself. Toasts come and go on their own, so
 * each check waits for them to close first; one test checks a toast itself, held open by hovering it.
 */

import { SERVER_MESSAGES } from '../../fixtures/auth-api';
import {
  chooseChannel,
  requestEmailCode,
  requestMobileCode,
  signUpInBrowser,
  startRecovery,
} from '../../fixtures/auth-flows';
import { Frame } from '../../fixtures/frame';
import { THEMES } from '../../fixtures/routes';
import { expect, test } from '../../fixtures/test';

const STATELESS_ROUTES = ['/', '/sign-up', '/forgot-password', '/email-otp-method', '/mobile-otp-method'] as const;

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await Frame.presetTheme(page, theme);
    });

    /** Waits for the theme and for every toast to close, then runs axe. */
    const check = async (
      page: import('@playwright/test').Page,
      axe: (label?: string) => Promise<void>,
      label: string,
    ) => {
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await axe(`${label} (${theme})`);
    };

    for (const route of STATELESS_ROUTES) {
      test(`${route} has no axe violations`, async ({ auth, axe, page }) => {
        await auth.signIn.open(route);
        await check(page, axe, route);
      });
    }

    test('/otp-method, /otp-verify and /address-details (the sign-up flow) have no axe violations', async ({
      auth,
      accounts,
      axe,
      page,
      shopper,
    }) => {
      await test.step('/otp-method', async () => {
        await signUpInBrowser(auth, shopper);
        await check(page, axe, '/otp-method');
      });
      await test.step('/otp-verify', async () => {
        await chooseChannel(auth, 'Email');
        await check(page, axe, '/otp-verify');
      });
      await test.step('/address-details', async () => {
        await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.email, 0));
        await auth.addressDetails.expectPath('/address-details');
        await check(page, axe, '/address-details');
      });
    });

    test('/email-otp-verify (OTP sign-in by e-mail) has no axe violations', async ({ auth, axe, page, shopper }) => {
      await requestEmailCode(auth, shopper.email);
      await check(page, axe, '/email-otp-verify');
    });

    test('/mobile-otp-verify (OTP sign-in by mobile) has no axe violations', async ({ auth, axe, page, shopper }) => {
      await requestMobileCode(auth, shopper.mobile);
      await check(page, axe, '/mobile-otp-verify');
    });

    test('/create-password (recovery) has no axe violations', async ({ auth, accounts, axe, page, shopper }) => {
      await accounts.createVerifiedAccount(shopper);
      const seen = await accounts.outbox.codeCount(shopper.email);
      await startRecovery(auth, shopper.email);
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.email, seen));
      await auth.createPassword.expectPath('/create-password');
      await check(page, axe, '/create-password');
    });

    test('the forms with their validation messages shown have no axe violations', async ({
      auth,
      axe,
      page,
      shopper,
    }) => {
      await test.step('/sign-up with every field in error', async () => {
        await auth.signUp.goto();
        await auth.signUp.password.fill('short');
        await auth.signUp.submit.click();
        await expect(auth.signUp.name).toHaveAttribute('aria-invalid', 'true');
        await check(page, axe, '/sign-up with errors');
      });
      await test.step('/otp-method with the channel message', async () => {
        await signUpInBrowser(auth, shopper);
        await auth.otpMethod.submit.click();
        await expect(auth.otpMethod.channel('Email')).toHaveAttribute('aria-invalid', 'true');
        await check(page, axe, '/otp-method with its error');
      });
      await test.step('/otp-verify with the code message', async () => {
        await chooseChannel(auth, 'SMS');
        await auth.otpVerify.submit.click();
        await expect(auth.otpVerify.box(1)).toHaveAttribute('aria-invalid', 'true');
        await check(page, axe, '/otp-verify with its error');
      });
    });

    test('an error toast has no axe violations', async ({ auth, axe, page }) => {
      await auth.signIn.goto();
      await auth.signIn.signIn('nobody.here@example.com', 'Wrong#Password1');
      const toast = auth.signIn.toast(SERVER_MESSAGES.badCredentials);
      await expect(toast).toBeVisible();
      // Hovering pauses the toast (pauseOnHover), so it stays for the whole check.
      await toast.hover();
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await axe(`/ with an error toast (${theme})`);
    });
  });
}
