/**
 * Spec §2: each submit button is disabled and shows its loading label while its request runs, and (issue 5) a
 * double click sends one request. The request is held at the network layer until the test has seen the loading
 * state, then let through; requests are counted with page.on('request').
 */
import type { Locator, Page } from '@playwright/test';
import { type AccountsApi, SERVER_MESSAGES, type Shopper } from '../../fixtures/auth-api';
import { requestEmailCode, signUpInBrowser } from '../../fixtures/auth-flows';
import type { AuthPages } from '../../fixtures/auth-pages';
import { expect, test } from '../../fixtures/test';

type Case = {
  name: string;
  /** The API path held while the loading state is checked. */
  api: string;
  /** Opens the screen and fills the form; answers the idle and the loading button. */
  prepare: (ctx: {
    auth: AuthPages;
    accounts: AccountsApi;
    shopper: Shopper;
  }) => Promise<{ idle: Locator; busy: Locator }>;
  /** What shows once the request has been answered. */
  settled: (ctx: { auth: AuthPages }) => Promise<void>;
};

const CASES: Case[] = [
  {
    name: '/ SIGN IN → SIGNING IN...',
    api: '/api/user/signIn',
    prepare: async ({ auth, shopper }) => {
      await auth.signIn.goto();
      await auth.signIn.identifier.fill(shopper.email);
      await auth.signIn.password.fill(shopper.password);
      return { idle: auth.signIn.submit, busy: auth.signIn.busySubmit };
    },
    // No such account: the server's refusal, the button back to SIGN IN.
    settled: async ({ auth }) => {
      await auth.signIn.expectErrorToast(SERVER_MESSAGES.badCredentials);
      await expect(auth.signIn.submit).toBeEnabled();
    },
  },
  {
    name: '/sign-up SIGN UP → SIGNING UP...',
    api: '/api/user/signUp',
    prepare: async ({ auth, shopper }) => {
      await auth.signUp.goto();
      await auth.signUp.fill(shopper);
      return { idle: auth.signUp.submit, busy: auth.signUp.busySubmit };
    },
    settled: ({ auth }) => auth.otpMethod.expectPath('/otp-method'),
  },
  {
    name: '/forgot-password CONTINUE → SENDING...',
    api: '/api/user/forgetPassword',
    prepare: async ({ auth, shopper }) => {
      await auth.forgotPassword.goto();
      await auth.forgotPassword.identifier.fill(shopper.email);
      return { idle: auth.forgotPassword.submit, busy: auth.forgotPassword.busySubmit };
    },
    settled: ({ auth }) => auth.otpVerify.expectPath('/email-otp-verify'),
  },
  {
    name: '/email-otp-method CONTINUE → SENDING...',
    api: '/api/user/otpMethod',
    prepare: async ({ auth, shopper }) => {
      await auth.otpRequest.gotoEmail();
      await auth.otpRequest.email.fill(shopper.email);
      return { idle: auth.otpRequest.submit, busy: auth.otpRequest.busySubmit };
    },
    settled: ({ auth }) => auth.otpVerify.expectPath('/email-otp-verify'),
  },
  {
    name: '/mobile-otp-method CONTINUE → SENDING...',
    api: '/api/user/otpMethod',
    prepare: async ({ auth, shopper }) => {
      await auth.otpRequest.gotoMobile();
      await auth.otpRequest.mobile.fill(shopper.mobile);
      return { idle: auth.otpRequest.submit, busy: auth.otpRequest.busySubmit };
    },
    settled: ({ auth }) => auth.otpVerify.expectPath('/mobile-otp-verify'),
  },
  {
    name: '/otp-method SEND OTP → SENDING...',
    api: '/api/user/otpMethod',
    prepare: async ({ auth, shopper }) => {
      await signUpInBrowser(auth, shopper);
      await auth.otpMethod.channel('SMS').check();
      return { idle: auth.otpMethod.submit, busy: auth.otpMethod.busySubmit };
    },
    settled: ({ auth }) => auth.otpVerify.expectPath('/otp-verify'),
  },
  {
    name: '/email-otp-verify VERIFY → VERIFYING...',
    api: '/api/user/otpVerification',
    prepare: async ({ auth, shopper }) => {
      await requestEmailCode(auth, shopper.email);
      await auth.otpVerify.typeCode('000000');
      return { idle: auth.otpVerify.submit, busy: auth.otpVerify.busySubmit };
    },
    // No account behind the address: the code is refused, the button back to VERIFY.
    settled: async ({ auth }) => {
      await auth.otpVerify.expectErrorToast(SERVER_MESSAGES.codeWrong);
      await expect(auth.otpVerify.submit).toBeEnabled();
    },
  },
  {
    name: '/address-details SUBMIT → SAVING...',
    api: '/api/user/userAddress',
    prepare: async ({ auth, accounts, shopper }) => {
      await accounts.createVerifiedAccount(shopper);
      await auth.signIn.presetToken(await accounts.signIn(shopper));
      await auth.addressDetails.open('/address-details');
      await auth.addressDetails.fill();
      return { idle: auth.addressDetails.submit, busy: auth.addressDetails.busySubmit };
    },
    settled: ({ auth }) => auth.addressDetails.expectSuccessToast(/./),
  },
  {
    name: '/create-password SUBMIT → SAVING...',
    api: '/api/user/changePassword',
    prepare: async ({ auth, accounts, shopper }) => {
      await accounts.createVerifiedAccount(shopper);
      await auth.signIn.presetToken(await accounts.signIn(shopper));
      await auth.createPassword.open('/create-password');
      await auth.createPassword.password.fill('Sapphire!Band48');
      await auth.createPassword.confirmPassword.fill('Sapphire!Band48');
      return { idle: auth.createPassword.submit, busy: auth.createPassword.busySubmit };
    },
    // A password session is not a recovery session: the server asks for the current password (its message shows).
    settled: async ({ auth }) => {
      await auth.createPassword.expectErrorToast(/current password/);
      await expect(auth.createPassword.submit).toBeEnabled();
    },
  },
];

/** Holds every request to `api` until `release` is called; counts them. */
async function holdRequests(page: Page, api: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === api) sent.push(request.method());
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === api,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { sent, release: () => release() };
}

for (const { name, api, prepare, settled } of CASES) {
  test(`${name}: disabled with its loading label while the request runs; a double click sends one request`, async ({
    auth,
    accounts,
    page,
    shopper,
  }) => {
    const { idle, busy } = await test.step('open the screen and fill it in', () =>
      prepare({ auth, accounts, shopper }));
    const held = await holdRequests(page, api);

    await test.step('double-click the submit button', async () => {
      await idle.dblclick();
    });

    await test.step('while the request is held: the loading label on a disabled button', async () => {
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(idle).toHaveCount(0);
      await expect.poll(() => held.sent.length).toBe(1);
    });

    await test.step('let it through: the screen moves on, and one request was sent in all', async () => {
      held.release();
      await settled({ auth });
      expect(held.sent).toEqual(['POST']);
    });
  });
}

test('a network failure shows that the shop could not be reached; the form stays as it was', async ({
  auth,
  page,
  shopper,
}) => {
  await auth.signIn.goto();
  await page.route(
    (url) => url.pathname === '/api/user/signIn',
    (route) => route.abort('internetdisconnected'),
  );
  await auth.signIn.signIn(shopper.email, shopper.password);
  await auth.signIn.expectErrorToast("We couldn't reach the shop. Please check your connection and try again.");
  await auth.signIn.expectPath('/');
  await expect(auth.signIn.identifier).toHaveValue(shopper.email);
  await expect(auth.signIn.submit).toBeEnabled();
});
