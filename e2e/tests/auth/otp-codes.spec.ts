/**
 * One-time codes on the verify screens: a wrong code and an expired code are refused with the server's message and
 * the screen stays; Resend waits out a 120-second countdown (Playwright's clock) and then, in the sign-up flow,
 * returns to /otp-method, or, on the OTP sign-in screens, sends a new code and starts over; a resend the server
 * refuses (429, strict server) shows the server's message and the time left.
 */
import { type AccountsApi, codeIn, SERVER_MESSAGES, type Shopper } from '../../fixtures/auth-api';
import {
  chooseChannel,
  pauseClock,
  requestEmailCode,
  requestMobileCode,
  signUpInBrowser,
} from '../../fixtures/auth-flows';
import { type AuthPages, mmss } from '../../fixtures/auth-pages';
import { STRICT_BASE_URL, STRICT_OTP_TTL_SECONDS } from '../../fixtures/auth-servers';
import { expect, test } from '../../fixtures/test';

/** The same length, every digit different: certainly not the code. */
const wrongCodeFor = (code: string) =>
  code
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');

/**
 * /email-otp-method or /mobile-otp-method → its verify screen, with Playwright's clock installed and stopped just
 * before the code is asked for: the Resend countdown then stands at 02:00 until the test moves the clock on.
 */
async function requestCodeOnStoppedClock(
  auth: AuthPages,
  via: 'Email' | 'Mobile',
  identifier: string,
  baseURL?: string,
) {
  const { otpRequest, otpVerify } = auth;
  await otpRequest.page.clock.install();
  await (via === 'Email' ? otpRequest.gotoEmail(baseURL) : otpRequest.gotoMobile(baseURL));
  await (via === 'Email' ? otpRequest.email : otpRequest.mobile).fill(identifier);
  await pauseClock(otpRequest.page);
  await otpRequest.submit.click();
  await otpVerify.expectPath(via === 'Email' ? '/email-otp-verify' : '/mobile-otp-verify');
  await expect(otpVerify.resendStatus).toHaveText('You can ask for a new code in 02:00');
}

/**
 * A verified account on the strict server, verified by WhatsApp: its mobile number is proved (only a proved identifier
 * gets a sign-in code) and no code has gone by SMS yet, so the strict server's 120-second wait between codes on one
 * channel does not stop the first SMS code. Returns how many codes the number has had so far.
 */
async function verifiedByWhatsApp(strictAccounts: AccountsApi, shopper: Shopper) {
  await strictAccounts.createVerifiedAccount(shopper, 'whatsapp');
  return strictAccounts.outbox.codeCount(shopper.mobile);
}

/** Clicks Resend on a verify screen and returns the server's answer to it. */
async function clickResend(auth: AuthPages) {
  const answer = auth.otpVerify.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/resendOtp');
  await auth.otpVerify.resend.click();
  return answer;
}

test.describe('a code the server refuses', () => {
  test('a wrong code on /email-otp-verify: error toast, the screen stays, the right code still works', async ({
    auth,
    accounts,
    shopper,
  }) => {
    await accounts.createVerifiedAccount(shopper);
    const seen = await accounts.outbox.codeCount(shopper.email);
    await test.step('ask for a sign-in code by e-mail', async () => {
      await requestEmailCode(auth, shopper.email);
    });
    const code = await accounts.outbox.nextCode(shopper.email, seen);

    await test.step("VERIFY a wrong code: the server's message in an error toast, still /email-otp-verify", async () => {
      await auth.otpVerify.verify(wrongCodeFor(code));
      await auth.otpVerify.expectErrorToast(SERVER_MESSAGES.codeWrong);
      await auth.otpVerify.expectPath('/email-otp-verify');
      await expect(auth.otpVerify.sentTo('Email')).toHaveValue(shopper.email);
      await expect(auth.otpVerify.submit).toBeEnabled();
      expect(await auth.otpVerify.storedToken()).toBeNull();
    });

    await test.step('typing the right code over it signs in', async () => {
      await auth.otpVerify.verify(code);
      await auth.otpVerify.expectPath('/account');
    });
  });

  test('a wrong code on /otp-verify (sign-up by SMS): error toast, the screen stays', async ({
    auth,
    accounts,
    shopper,
  }) => {
    await test.step('sign up and have the code sent by SMS', async () => {
      await signUpInBrowser(auth, shopper);
      await chooseChannel(auth, 'SMS');
    });
    const code = await accounts.outbox.nextCode(shopper.mobile, 0);

    await test.step("VERIFY a wrong code: the server's message, still /otp-verify, no token", async () => {
      await auth.otpVerify.verify(wrongCodeFor(code));
      await auth.otpVerify.expectErrorToast(SERVER_MESSAGES.codeWrong);
      await auth.otpVerify.expectPath('/otp-verify');
      await expect(auth.otpVerify.sentTo('SMS')).toHaveValue(shopper.mobile);
      expect(await auth.otpVerify.storedToken()).toBeNull();
    });

    await test.step('the right code then goes on to /address-details', async () => {
      await auth.otpVerify.verify(code);
      await auth.addressDetails.expectPath('/address-details');
    });
  });

  test(`an expired code is refused (strict server: codes live ${STRICT_OTP_TTL_SECONDS} s)`, async ({
    auth,
    strictAccounts,
    shopper,
    request,
  }) => {
    const seen = await verifiedByWhatsApp(strictAccounts, shopper);

    await test.step('ask the strict server for a sign-in code by SMS', async () => {
      await requestMobileCode(auth, shopper.mobile, STRICT_BASE_URL);
    });
    const message = await strictAccounts.outbox.nextCodeMessage(shopper.mobile, seen);
    expect(message.channel).toBe('sms');

    await test.step('wait, by the server’s own clock, until the code has expired', async () => {
      // Deterministic, whatever the load on the machine: the server sets the code's expiry (its clock + TTL) before
      // it writes the outbox row, so the code is dead once the server's clock reads created_at + TTL. The server's
      // clock is read from the Date header of its answers (whole seconds, rounded down, so it never runs ahead);
      // one more second absorbs the millisecond rounding of created_at.
      const deadAt = Date.parse(message.created_at) + (STRICT_OTP_TTL_SECONDS + 1) * 1000;
      await expect
        .poll(
          async () => {
            const date = (await request.get(`${STRICT_BASE_URL}/api/health`)).headers().date ?? '';
            return Date.parse(date);
          },
          { message: 'the strict server’s clock passes the expiry of the code', intervals: [250], timeout: 20_000 },
        )
        .toBeGreaterThanOrEqual(deadAt);
    });

    await test.step("VERIFY the right but expired code: the server's message, the screen stays", async () => {
      await auth.otpVerify.verify(codeIn(message));
      await auth.otpVerify.expectErrorToast(SERVER_MESSAGES.codeWrong);
      await auth.otpVerify.expectPath('/mobile-otp-verify');
      expect(await auth.otpVerify.storedToken()).toBeNull();
    });
  });
});

test.describe('Resend and its 120-second countdown (Playwright clock)', () => {
  test('/otp-verify: Resend waits 120 s ticking each second, then returns to /otp-method with no channel chosen', async ({
    auth,
    accounts,
    page,
    shopper,
  }) => {
    await test.step('sign up with the clock installed', async () => {
      await page.clock.install();
      await signUpInBrowser(auth, shopper);
    });

    await test.step('stop the clock, then send the code by e-mail: the countdown starts at 02:00', async () => {
      await pauseClock(page);
      await chooseChannel(auth, 'Email');
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 02:00');
      await expect(auth.otpVerify.resend).toBeDisabled();
    });

    await test.step('it ticks once a second', async () => {
      await page.clock.runFor(1000);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 01:59');
      await page.clock.runFor(1000);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 01:58');
      await page.clock.runFor(500);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 01:58');
      await page.clock.runFor(500);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 01:57');
      await expect(auth.otpVerify.resend).toBeDisabled();
    });

    await test.step('at 00:01 Resend is still disabled; at 0 it is enabled', async () => {
      await page.clock.runFor(116_000);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 00:01');
      await expect(auth.otpVerify.resend).toBeDisabled();
      await page.clock.runFor(1000);
      await expect(auth.otpVerify.resendStatus).toHaveText("Didn't get the code?");
      await expect(auth.otpVerify.resend).toBeEnabled();
    });

    await test.step('Resend goes to /otp-method with no channel chosen, the flow kept', async () => {
      await page.clock.resume();
      await auth.otpVerify.resend.click();
      await auth.otpMethod.expectPath('/otp-method');
      for (const channel of ['Email', 'SMS', 'WhatsApp'] as const) {
        await expect(auth.otpMethod.channel(channel)).not.toBeChecked();
      }
      await expect(auth.otpMethod.channel('SMS')).toHaveAccessibleName(`SMS ${shopper.mobile}`);
    });

    await test.step('choosing SMS this time sends a code there, and it verifies', async () => {
      await chooseChannel(auth, 'SMS');
      await expect(auth.otpVerify.sentTo('SMS')).toHaveValue(shopper.mobile);
      await auth.otpVerify.verify(await accounts.outbox.nextCode(shopper.mobile, 0));
      await auth.addressDetails.expectPath('/address-details');
    });
  });

  test('/email-otp-verify: a successful resend clears the boxes and restarts the countdown', async ({
    auth,
    accounts,
    page,
    shopper,
  }) => {
    await accounts.createVerifiedAccount(shopper);
    await test.step('ask for a sign-in code with the clock installed and stopped: 02:00, Resend disabled', async () => {
      await requestCodeOnStoppedClock(auth, 'Email', shopper.email);
      await expect(auth.otpVerify.resend).toBeDisabled();
    });

    await test.step('type part of a code and let the 120 s run out', async () => {
      await auth.otpVerify.typeCode('123');
      await expect(auth.otpVerify.box(3)).toHaveValue('3');
      await page.clock.runFor(119_000);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 00:01');
      await page.clock.runFor(1000);
      await expect(auth.otpVerify.resend).toBeEnabled();
    });

    const seen = await accounts.outbox.codeCount(shopper.email);
    await test.step('Resend: success toast, boxes cleared (focus in the first), countdown back at 02:00', async () => {
      expect((await clickResend(auth)).status()).toBe(200);
      await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
      for (let position = 1; position <= 6; position += 1) {
        await expect(auth.otpVerify.box(position)).toHaveValue('');
      }
      // Soft, so the rest of the flow is still checked: the cursor belongs in the first (now empty) box.
      await expect.soft(auth.otpVerify.box(1), 'focus in the first box after the boxes are cleared').toBeFocused();
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 02:00');
      await expect(auth.otpVerify.resend).toBeDisabled();
      await page.clock.runFor(1000);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 01:59');
    });

    await test.step('the new code signs in', async () => {
      const code = await accounts.outbox.nextCode(shopper.email, seen);
      await page.clock.resume();
      await auth.otpVerify.verify(code);
      await auth.otpVerify.expectPath('/account');
    });
  });

  test('/mobile-otp-verify: the countdown starts at 02:00 and Resend is enabled at 0', async ({
    auth,
    accounts,
    page,
    shopper,
  }) => {
    await accounts.createVerifiedAccount(shopper);
    await test.step('ask for a code by SMS with the clock stopped', async () => {
      await requestCodeOnStoppedClock(auth, 'Mobile', shopper.mobile);
    });
    await test.step('ticks each second; enabled at 0', async () => {
      await page.clock.runFor(1000);
      await expect(auth.otpVerify.resendStatus).toHaveText('You can ask for a new code in 01:59');
      await expect(auth.otpVerify.resend).toBeDisabled();
      await page.clock.runFor(119_000);
      await expect(auth.otpVerify.resendStatus).toHaveText("Didn't get the code?");
      await expect(auth.otpVerify.resend).toBeEnabled();
    });
  });
});

test.describe('Resend when the server refuses it (strict server)', () => {
  test("a resend the server refuses (429, strict server) shows the server's message and the time left", async ({
    auth,
    strictAccounts,
    page,
    shopper,
  }) => {
    const seen = await verifiedByWhatsApp(strictAccounts, shopper);

    await test.step('ask the strict server for a code by SMS with the clock stopped', async () => {
      await requestCodeOnStoppedClock(auth, 'Mobile', shopper.mobile, STRICT_BASE_URL);
    });

    await test.step("the browser's 120 s pass (only a few real seconds on the server): Resend is enabled", async () => {
      await page.clock.runFor(120_000);
      await expect(auth.otpVerify.resend).toBeEnabled();
    });

    let wait = 0;
    await test.step("Resend: 429 with Retry-After; the toast says the server's message and the time left", async () => {
      const response = await clickResend(auth);
      expect(response.status()).toBe(429);
      const body = (await response.json()) as { status: boolean; message: string };
      expect(body.status).toBe(false);
      wait = Number(response.headers()['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(120);
      expect(body.message).toBe(SERVER_MESSAGES.waitForCode(wait));

      await auth.otpVerify.expectErrorToast(`${body.message} (${mmss(wait)} left)`);
      await auth.otpVerify.expectPath('/mobile-otp-verify');
    });

    await test.step('the countdown restarts from the time the server asked for, and no code was sent', async () => {
      // The clock is stopped, so the countdown shows exactly the server's wait.
      await expect(auth.otpVerify.resendStatus).toHaveText(`You can ask for a new code in ${mmss(wait)}`);
      await expect(auth.otpVerify.resend).toBeDisabled();
      await page.clock.runFor(1000);
      await expect(auth.otpVerify.resendStatus).toHaveText(`You can ask for a new code in ${mmss(wait - 1)}`);
      expect(await strictAccounts.outbox.codeCount(shopper.mobile)).toBe(seen + 1);
    });
  });
});

test('/mobile-otp-verify: a wrong code is refused and the WhatsApp option stays disabled', async ({
  auth,
  accounts,
  shopper,
}) => {
  // Verified by SMS: only a proved mobile number gets a sign-in code.
  await accounts.createVerifiedAccount(shopper, 'sms');
  const seen = await accounts.outbox.codeCount(shopper.mobile);
  await requestMobileCode(auth, shopper.mobile);
  const code = await accounts.outbox.nextCode(shopper.mobile, seen);
  await test.step("VERIFY a wrong code: the server's message, still /mobile-otp-verify", async () => {
    await auth.otpVerify.verify(wrongCodeFor(code));
    await auth.otpVerify.expectErrorToast(SERVER_MESSAGES.codeWrong);
    await auth.otpVerify.expectPath('/mobile-otp-verify');
    await expect(auth.otpVerify.whatsApp).toBeDisabled();
  });
});
