/**
 * Signing in without a password (spec §2, §4): a code by e-mail (/email-otp-method → /email-otp-verify) or by SMS
 * (/mobile-otp-method → /mobile-otp-verify) leads to /account. Also: a signed-in shopper never sees sign-in or
 * sign-up, and a shop without a Google client ID offers no Google sign-in (google-sign-in.spec.ts has one that does).
 */
import { codeIn, SERVER_MESSAGES, type Shopper } from '../../fixtures/auth-api';
import type { AuthPages } from '../../fixtures/auth-pages';
import { expect, test } from '../../fixtures/test';

test.describe('OTP sign-in', () => {
  const JOURNEYS = [
    {
      name: 'e-mail',
      method: '/email-otp-method',
      verify: '/email-otp-verify',
      link: 'emailOtpLink',
      linkName: 'Get OTP on Your Email',
      heading: 'Email OTP',
      field: 'Email',
      channel: 'email',
      account: 'a verified account',
      sent: 'CONTINUE sends the code and shows /email-otp-verify with the address read-only',
      to: (shopper: Shopper) => shopper.email,
      fill: (auth: AuthPages) => auth.otpRequest.email,
      expectWhatsApp: async (auth: AuthPages) => {
        await expect(auth.otpVerify.whatsApp).toHaveCount(0);
      },
      signsIn: 'the e-mailed code signs in: /account, token stored',
    },
    {
      name: 'mobile',
      method: '/mobile-otp-method',
      verify: '/mobile-otp-verify',
      link: 'mobileOtpLink',
      linkName: 'Get OTP on Your Mobile',
      heading: 'Mobile OTP',
      field: 'Mobile Number',
      channel: 'sms',
      account: 'an account verified by SMS (only a proved mobile number gets a sign-in code)',
      sent: 'CONTINUE texts the code; /mobile-otp-verify shows the number and the disabled WhatsApp button',
      to: (shopper: Shopper) => shopper.mobile,
      fill: (auth: AuthPages) => auth.otpRequest.mobile,
      expectWhatsApp: async (auth: AuthPages) => {
        await expect(auth.otpVerify.whatsApp).toBeVisible();
        await expect(auth.otpVerify.whatsApp).toBeDisabled();
      },
      signsIn: 'the texted code signs in: /account, token stored',
    },
  ] as const;

  for (const journey of JOURNEYS) {
    test(`by ${journey.name}: ${journey.method} → ${journey.verify} → /account`, async ({
      auth,
      accounts,
      shopper,
    }) => {
      const to = journey.to(shopper);
      await test.step(`given ${journey.account}`, async () => {
        await accounts.createVerifiedAccount(shopper, journey.channel);
      });
      const seen = await accounts.outbox.codeCount(to);

      await test.step(`/ → '${journey.linkName}' → ${journey.method}`, async () => {
        await auth.signIn.goto();
        await auth.signIn[journey.link].click();
        await auth.otpRequest.expectPath(journey.method);
        await expect(auth.otpRequest.heading).toHaveText(journey.heading);
      });

      await test.step(journey.sent, async () => {
        await journey.fill(auth).fill(to);
        await auth.otpRequest.submit.click();
        await auth.otpVerify.expectPath(journey.verify);
        await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
        await expect(auth.otpVerify.sentTo(journey.field)).toHaveValue(to);
        await expect(auth.otpVerify.sentTo(journey.field)).not.toBeEditable();
        await journey.expectWhatsApp(auth);
      });

      await test.step(journey.signsIn, async () => {
        const message = await accounts.outbox.nextCodeMessage(to, seen);
        expect(message.channel).toBe(journey.channel);
        await auth.otpVerify.verify(codeIn(message));
        await auth.otpVerify.expectPath('/account');
        await expect.poll(() => auth.otpVerify.storedToken()).toMatch(/\S/);
      });
    });
  }
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

test('without a Google client ID, / offers no Google sign-in and fetches nothing from Google', async ({
  auth,
  page,
}) => {
  const google: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('google.com')) google.push(request.url());
  });
  await auth.signIn.goto();
  await expect(auth.signIn.main.getByRole('link', { name: 'Get OTP on Your Email' })).toBeVisible();
  await expect(auth.signIn.googleButton).toHaveCount(0);
  expect(google).toEqual([]);
});
