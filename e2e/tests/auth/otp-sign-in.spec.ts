/**
 * Signing in without a password (spec §2, §4): a code by e-mail (/email-otp-method → /email-otp-verify) or by SMS
 * (/mobile-otp-method → /mobile-otp-verify) leads to /account. Also: a signed-in shopper never sees sign-in or
 * sign-up, and 'Sign in With Google' shows the server's answer.
 */
import { codeIn, SERVER_MESSAGES } from '../../fixtures/auth-api';
import { expect, test } from '../../fixtures/test';

test.describe('OTP sign-in', () => {
  test('by e-mail: /email-otp-method → /email-otp-verify → /account', async ({ auth, accounts, shopper }) => {
    await test.step('given a verified account', async () => {
      await accounts.createVerifiedAccount(shopper);
    });
    const seen = await accounts.outbox.codeCount(shopper.email);

    await test.step("/ → 'Get OTP on Your Email' → /email-otp-method", async () => {
      await auth.signIn.goto();
      await auth.signIn.emailOtpLink.click();
      await auth.otpRequest.expectPath('/email-otp-method');
      await expect(auth.otpRequest.heading).toHaveText('Email OTP');
    });

    await test.step('CONTINUE sends the code and shows /email-otp-verify with the address read-only', async () => {
      await auth.otpRequest.email.fill(shopper.email);
      await auth.otpRequest.submit.click();
      await auth.otpVerify.expectPath('/email-otp-verify');
      await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
      await expect(auth.otpVerify.sentTo('Email')).toHaveValue(shopper.email);
      await expect(auth.otpVerify.sentTo('Email')).not.toBeEditable();
      await expect(auth.otpVerify.whatsApp).toHaveCount(0);
    });

    await test.step('the e-mailed code signs in: /account, token stored', async () => {
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.email, seen));
      await auth.otpVerify.expectPath('/account');
      await expect.poll(() => auth.otpVerify.storedToken()).toMatch(/\S/);
    });
  });

  test('by mobile: /mobile-otp-method → /mobile-otp-verify → /account', async ({ auth, accounts, shopper }) => {
    await test.step('given an account verified by SMS (only a proved mobile number gets a sign-in code)', async () => {
      await accounts.createVerifiedAccount(shopper, 'sms');
    });
    const seen = await accounts.outbox.codeCount(shopper.mobile);

    await test.step("/ → 'Get OTP on Your Mobile' → /mobile-otp-method", async () => {
      await auth.signIn.goto();
      await auth.signIn.mobileOtpLink.click();
      await auth.otpRequest.expectPath('/mobile-otp-method');
      await expect(auth.otpRequest.heading).toHaveText('Mobile OTP');
    });

    await test.step('CONTINUE texts the code; /mobile-otp-verify shows the number and the disabled WhatsApp button', async () => {
      await auth.otpRequest.mobile.fill(shopper.mobile);
      await auth.otpRequest.submit.click();
      await auth.otpVerify.expectPath('/mobile-otp-verify');
      await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
      await expect(auth.otpVerify.sentTo('Mobile Number')).toHaveValue(shopper.mobile);
      await expect(auth.otpVerify.sentTo('Mobile Number')).not.toBeEditable();
      await expect(auth.otpVerify.whatsApp).toBeVisible();
      await expect(auth.otpVerify.whatsApp).toBeDisabled();
    });

    await test.step('the texted code signs in: /account, token stored', async () => {
      const message = await accounts.outbox.nextCodeMessage(shopper.mobile, seen);
      expect(message.channel).toBe('sms');
      await auth.otpVerify.verify(codeIn(message));
      await auth.otpVerify.expectPath('/account');
      await expect.poll(() => auth.otpVerify.storedToken()).toMatch(/\S/);
    });
  });
});

test.describe('a signed-in shopper', () => {
  for (const path of ['/', '/sign-up', '/email-otp-method', '/mobile-otp-method']) {
    test(`opening ${path} goes to /account`, async ({ auth, accounts, shopper, page }) => {
      await test.step('given a session token in localStorage', async () => {
        await accounts.createVerifiedAccount(shopper);
        await auth.signIn.presetToken(await accounts.signIn(shopper));
      });
      await test.step(`open ${path}: the shopper lands on /account, still signed in`, async () => {
        await page.goto(path);
        await auth.signIn.expectPath('/account');
        await expect.poll(() => auth.signIn.storedToken()).toMatch(/\S/);
      });
    });
  }
});

test("'Sign in With Google' shows the server's message and stays on /", async ({ auth, page }) => {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/signInWithGoogle');
  await test.step('open / and press the Google button', async () => {
    await auth.signIn.goto();
    await auth.signIn.googleButton.click();
  });
  await test.step("the server's answer is shown in a toast", async () => {
    const response = await answer;
    expect(response.request().method()).toBe('POST');
    expect(await response.json()).toMatchObject({ status: false, message: SERVER_MESSAGES.googleUnavailable });
    await auth.signIn.expectErrorToast(SERVER_MESSAGES.googleUnavailable);
    await auth.signIn.expectPath('/');
    expect(await auth.signIn.storedToken()).toBeNull();
  });
});
