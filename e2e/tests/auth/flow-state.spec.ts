/**
 * The flow state (spec §3/§4: e-mail, phone, channel, which flow) survives a reload in the middle of every flow, and
 * a flow screen opened with no flow state sends the shopper to the flow's start instead of breaking.
 */
import { NEW_PASSWORD, type Shopper } from '../../fixtures/auth-api';
import {
  chooseChannel,
  requestEmailCode,
  requestMobileCode,
  signUpInBrowser,
  startRecovery,
} from '../../fixtures/auth-flows';
import type { AuthPages } from '../../fixtures/auth-pages';
import { expect, test } from '../../fixtures/test';

test.describe('a reload in the middle of a flow keeps it', () => {
  test('sign-up: /otp-method, /otp-verify and /address-details stay put after a reload', async ({
    auth,
    accounts,
    page,
    shopper,
  }) => {
    await test.step('sign up: /otp-method', async () => {
      await signUpInBrowser(auth, shopper);
    });

    await test.step('reload /otp-method: same screen, the e-mail and mobile number still offered', async () => {
      await page.reload();
      await expect(auth.otpMethod.heading).toHaveText('Verify Your Account');
      await auth.otpMethod.expectPath('/otp-method');
      await expect(auth.otpMethod.channel('Email')).toHaveAccessibleName(`Email ${shopper.email}`);
      await expect(auth.otpMethod.channel('WhatsApp')).toHaveAccessibleName(`WhatsApp ${shopper.mobile}`);
    });

    await test.step('send the code by WhatsApp, then reload /otp-verify: the number still shown, read-only', async () => {
      await chooseChannel(auth, 'WhatsApp');
      await page.reload();
      await expect(auth.otpVerify.heading).toHaveText('Enter Your Code');
      await auth.otpVerify.expectPath('/otp-verify');
      await expect(auth.otpVerify.sentTo('WhatsApp')).toHaveValue(shopper.mobile);
      await expect(auth.otpVerify.sentTo('WhatsApp')).not.toBeEditable();
      // The countdown was not reset to the start by the reload, and Resend is still locked.
      await expect(auth.otpVerify.resendStatus).toHaveText(/^You can ask for a new code in 0[12]:\d\d$/);
      await expect(auth.otpVerify.resend).toBeDisabled();
    });

    await test.step('the code still verifies after the reload: /address-details', async () => {
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.mobile, 0));
      await auth.addressDetails.expectPath('/address-details');
    });

    await test.step('reload /address-details: still there, still signed in; saving goes to /', async () => {
      await page.reload();
      await expect(auth.addressDetails.heading).toHaveText('Address Details');
      await auth.addressDetails.expectPath('/address-details');
      await auth.addressDetails.fill();
      await auth.addressDetails.submit.click();
      await expect(auth.signIn.heading).toHaveText('Sign In');
      await auth.signIn.expectPath('/');
      await expect.poll(() => auth.signIn.storedToken()).toBeNull();
    });
  });

  const OTP_SIGN_IN = [
    {
      name: 'e-mail',
      path: '/email-otp-verify',
      heading: 'Email OTP',
      field: 'Email',
      verifiedBy: 'email',
      to: (shopper: Shopper) => shopper.email,
      request: requestEmailCode,
      stillDisabled: { name: 'Resend', of: (auth: AuthPages) => auth.otpVerify.resend },
    },
    {
      // Verified by SMS: only a proved mobile number gets a sign-in code.
      name: 'mobile',
      path: '/mobile-otp-verify',
      heading: 'Mobile OTP',
      field: 'Mobile Number',
      verifiedBy: 'sms',
      to: (shopper: Shopper) => shopper.mobile,
      request: requestMobileCode,
      stillDisabled: { name: 'WhatsApp', of: (auth: AuthPages) => auth.otpVerify.whatsApp },
    },
  ] as const;

  for (const channel of OTP_SIGN_IN) {
    test(`OTP sign-in by ${channel.name}: ${channel.path} stays put after a reload and still signs in`, async ({
      auth,
      accounts,
      page,
      shopper,
    }) => {
      const to = channel.to(shopper);
      await accounts.createVerifiedAccount(shopper, channel.verifiedBy);
      const seen = await accounts.outbox.codeCount(to);
      await channel.request(auth, to);

      await test.step(`reload: same screen, ${to} still shown read-only, ${channel.stillDisabled.name} still disabled`, async () => {
        await page.reload();
        await expect(auth.otpVerify.heading).toHaveText(channel.heading);
        await auth.otpVerify.expectPath(channel.path);
        await expect(auth.otpVerify.sentTo(channel.field)).toHaveValue(to);
        await expect(auth.otpVerify.sentTo(channel.field)).not.toBeEditable();
        await expect(channel.stillDisabled.of(auth)).toBeDisabled();
      });

      await test.step('the code signs in to /account', async () => {
        await auth.otpVerify.verify(await accounts.outbox.nextCode(to, seen));
        await auth.otpVerify.expectPath('/account');
      });
    });
  }

  test('recovery: after a reload the code still leads to /create-password, which survives a reload too', async ({
    auth,
    accounts,
    page,
    shopper,
  }) => {
    // Verified by SMS: only a proved mobile number gets a recovery code.
    await accounts.createVerifiedAccount(shopper, 'sms');
    const seen = await accounts.outbox.codeCount(shopper.mobile);
    await startRecovery(auth, shopper.mobile);

    await test.step('reload /mobile-otp-verify: still recovery, the number still shown', async () => {
      await page.reload();
      await expect(auth.otpVerify.heading).toHaveText('Mobile OTP');
      await auth.otpVerify.expectPath('/mobile-otp-verify');
      await expect(auth.otpVerify.sentTo('Mobile Number')).toHaveValue(shopper.mobile);
      await expect(auth.otpVerify.main).toContainText(
        `To set a new password, enter the 6-digit code we sent to ${shopper.mobile}.`,
      );
    });

    await test.step('the code leads to /create-password (not /account: the flow is still recovery)', async () => {
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.mobile, seen));
      await auth.createPassword.expectPath('/create-password');
    });

    await test.step('reload /create-password: still there; the new password is accepted', async () => {
      await page.reload();
      await expect(auth.createPassword.heading).toHaveText('Create Password');
      await auth.createPassword.expectPath('/create-password');
      await auth.createPassword.password.fill(NEW_PASSWORD);
      await auth.createPassword.confirmPassword.fill(NEW_PASSWORD);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/changePassword');
      await auth.createPassword.submit.click();
      expect((await answer).status()).toBe(200);
      await expect.poll(() => auth.createPassword.storedToken()).toBeNull();
    });
  });
});

test.describe('a flow screen opened with no flow state goes to the flow’s start', () => {
  const REDIRECTS = [
    { from: '/otp-method', to: '/sign-up', heading: 'Sign Up' },
    { from: '/otp-verify', to: '/sign-up', heading: 'Sign Up' },
    { from: '/email-otp-verify', to: '/email-otp-method', heading: 'Email OTP' },
    { from: '/mobile-otp-verify', to: '/mobile-otp-method', heading: 'Mobile OTP' },
    { from: '/create-password', to: '/forgot-password', heading: 'Forgot Password' },
    { from: '/address-details', to: '/', heading: 'Sign In' },
  ] as const;

  for (const { from, to, heading } of REDIRECTS) {
    test(`${from} → ${to}`, async ({ auth, page, pageErrors }) => {
      await page.goto(from);
      await expect(auth.signIn.heading).toHaveText(heading);
      await auth.signIn.expectPath(to);
      expect(pageErrors.messages).toEqual([]);
    });
  }
});
