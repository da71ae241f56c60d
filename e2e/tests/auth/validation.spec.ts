/**
 * Every client-side validation message of the auth screens (spec §5, §8), as the shopper sees it: under the field,
 * tied to it (aria-invalid, accessible description), focus on the first invalid field on submit, nothing sent, and
 * gone again once the input is fixed.
 */
import { MESSAGES } from '@lumen/contract/messages';
import type { Locator, Page } from '@playwright/test';
import { requestEmailCode, requestMobileCode, signUpInBrowser } from '../../fixtures/auth-flows';
import { ADDRESS_LABELS } from '../../fixtures/auth-pages';
import { expect, test } from '../../fixtures/test';

/** The contract's messages, with the required-field ones of the auth screens' fields. */
const M = {
  ...MESSAGES,
  passwordRequired: MESSAGES.required('Password'),
  nameRequired: MESSAGES.required('Name'),
  emailRequired: MESSAGES.required('Email'),
  mobileRequired: MESSAGES.required('Mobile number'),
  addressRequired: MESSAGES.required,
} as const;

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

async function expectNoFieldError(field: Locator) {
  await expect(field).toHaveAccessibleDescription('');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** Records the API calls of the auth screens the page makes. */
function recordAuthCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/user/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

test.describe('sign-in (/)', () => {
  test('an empty submit: identifier and password messages, focus on the identifier, nothing sent', async ({
    auth,
    page,
  }) => {
    const calls = recordAuthCalls(page);
    await auth.signIn.goto();
    await auth.signIn.submit.click();
    await expectFieldError(auth.signIn.identifier, M.identifierInvalid);
    await expectFieldError(auth.signIn.password, M.passwordRequired);
    await expect(auth.signIn.identifier).toBeFocused();
    expect(calls).toEqual([]);
  });

  for (const value of ['asha verma', 'asha@', '98765-43210', '98765432101']) {
    test(`'${value}' is neither an e-mail nor a mobile number; fixing it clears the message`, async ({
      auth,
      page,
    }) => {
      const calls = recordAuthCalls(page);
      await auth.signIn.goto();
      await test.step('submit it with a password', async () => {
        await auth.signIn.identifier.fill(value);
        await auth.signIn.password.fill('Lumen#Garnet72');
        await auth.signIn.submit.click();
        await expectFieldError(auth.signIn.identifier, M.identifierInvalid);
        await expect(auth.signIn.main.getByText(M.identifierInvalid, { exact: true })).toBeVisible();
        await expect(auth.signIn.identifier).toBeFocused();
        await expectNoFieldError(auth.signIn.password);
        expect(calls).toEqual([]);
      });
      await test.step('type a valid mobile number: the message goes', async () => {
        await auth.signIn.identifier.fill('9876543210');
        await expectNoFieldError(auth.signIn.identifier);
      });
    });
  }
});

test('forgot-password: the identifier rule, focus, and the message cleared once fixed', async ({ auth, page }) => {
  const calls = recordAuthCalls(page);
  await auth.forgotPassword.goto();
  await test.step('an empty CONTINUE', async () => {
    await auth.forgotPassword.submit.click();
    await expectFieldError(auth.forgotPassword.identifier, M.identifierInvalid);
    await expect(auth.forgotPassword.identifier).toBeFocused();
  });
  await test.step("'not-an-address' is refused too", async () => {
    await auth.forgotPassword.identifier.fill('not-an-address');
    await auth.forgotPassword.submit.click();
    await expectFieldError(auth.forgotPassword.identifier, M.identifierInvalid);
    expect(calls).toEqual([]);
  });
  await test.step('an e-mail address clears it', async () => {
    await auth.forgotPassword.identifier.fill('asha.verma@example.com');
    await expectNoFieldError(auth.forgotPassword.identifier);
  });
});

test.describe('sign-up (/sign-up)', () => {
  test('an empty submit: every field says what it needs, focus on Name, nothing sent', async ({ auth, page }) => {
    const calls = recordAuthCalls(page);
    await auth.signUp.goto();
    await auth.signUp.submit.click();
    await expectFieldError(auth.signUp.name, M.nameRequired);
    await expectFieldError(auth.signUp.email, M.emailRequired);
    await expectFieldError(auth.signUp.mobile, M.mobileRequired);
    await expectFieldError(auth.signUp.password, M.passwordRule);
    await expect(auth.signUp.name).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('the password rule is checked as it is typed, and again on submit', async ({ auth, shopper }) => {
    await auth.signUp.goto();
    await test.step('the message appears with the first character and stays while the rule is not met', async () => {
      await auth.signUp.password.pressSequentially('lumen');
      await expectFieldError(auth.signUp.password, M.passwordRule);
      await expect(auth.signUp.main.getByText(M.passwordRule, { exact: true })).toBeVisible();
      await auth.signUp.password.pressSequentially('#Ga');
      await expectFieldError(auth.signUp.password, M.passwordRule);
    });
    await test.step('it goes as soon as the rule is met', async () => {
      await auth.signUp.password.pressSequentially('7');
      await expectNoFieldError(auth.signUp.password);
    });
    await test.step('it comes back when the password is broken again', async () => {
      await auth.signUp.password.press('Backspace');
      await expectFieldError(auth.signUp.password, M.passwordRule);
    });
    await test.step('on submit, with everything else valid, focus goes to the password', async () => {
      await auth.signUp.name.fill(shopper.name);
      await auth.signUp.email.fill(shopper.email);
      await auth.signUp.mobile.fill(shopper.mobile);
      await auth.signUp.password.fill('NoSymbols123');
      await auth.signUp.confirmPassword.fill('NoSymbols123');
      await auth.signUp.submit.click();
      await expectFieldError(auth.signUp.password, M.passwordRule);
      await expect(auth.signUp.password).toBeFocused();
      await auth.signUp.expectPath('/sign-up');
    });
  });

  test("a different confirmation: 'Password does not match.' on Confirm Password, cleared when it matches", async ({
    auth,
    page,
    shopper,
  }) => {
    const calls = recordAuthCalls(page);
    await auth.signUp.goto();
    await auth.signUp.fill({ ...shopper, confirm: `${shopper.password}x` });
    await auth.signUp.submit.click();
    await expectFieldError(auth.signUp.confirmPassword, M.passwordMismatch);
    await expect(auth.signUp.main.getByText(M.passwordMismatch, { exact: true })).toBeVisible();
    await expect(auth.signUp.confirmPassword).toBeFocused();
    await expectNoFieldError(auth.signUp.password);
    expect(calls).toEqual([]);
    await auth.signUp.confirmPassword.fill(shopper.password);
    await expectNoFieldError(auth.signUp.confirmPassword);
  });

  test('Mobile Number keeps digits only, at most 10', async ({ auth }) => {
    await auth.signUp.goto();
    await test.step('typed with letters and separators', async () => {
      await auth.signUp.mobile.pressSequentially('(98a) 765-43x2');
      await expect(auth.signUp.mobile).toHaveValue('98765432');
    });
    await test.step('typing on past ten digits adds nothing', async () => {
      await auth.signUp.mobile.pressSequentially('10999');
      await expect(auth.signUp.mobile).toHaveValue('9876543210');
    });
    await test.step('a formatted number pasted in keeps its ten digits', async () => {
      await auth.signUp.mobile.fill('');
      await auth.signUp.mobile.focus();
      // insertText puts the whole text in at once, as a paste does.
      await auth.signUp.page.keyboard.insertText('98765 43210');
      await expect(auth.signUp.mobile).toHaveValue('9876543210');
    });
  });
});

test('/email-otp-method and /mobile-otp-method: required, e-mail format, mobile digits only', async ({
  auth,
  page,
}) => {
  const calls = recordAuthCalls(page);
  await test.step('/email-otp-method: empty, then not an address', async () => {
    await auth.otpRequest.gotoEmail();
    await auth.otpRequest.submit.click();
    await expectFieldError(auth.otpRequest.email, M.emailRequired);
    await expect(auth.otpRequest.email).toBeFocused();
    await auth.otpRequest.email.fill('asha@');
    await auth.otpRequest.submit.click();
    await expectFieldError(auth.otpRequest.email, M.emailInvalid);
    await auth.otpRequest.email.fill('asha@example.com');
    await expectNoFieldError(auth.otpRequest.email);
  });
  await test.step('/mobile-otp-method: empty, then letters stripped and ten digits kept', async () => {
    await auth.otpRequest.gotoMobile();
    await auth.otpRequest.submit.click();
    await expectFieldError(auth.otpRequest.mobile, M.mobileRequired);
    await expect(auth.otpRequest.mobile).toBeFocused();
    await auth.otpRequest.mobile.pressSequentially('+91 98765-43210');
    await expect(auth.otpRequest.mobile).toHaveValue('9198765432');
    await expectNoFieldError(auth.otpRequest.mobile);
  });
  expect(calls).toEqual([]);
});

test('/otp-method: the channel choice is required', async ({ auth, page, shopper }) => {
  await signUpInBrowser(auth, shopper);
  const calls = recordAuthCalls(page);
  await test.step('SEND OTP with no channel chosen', async () => {
    await auth.otpMethod.submit.click();
    await expect(auth.otpMethod.channels).toHaveAccessibleDescription(M.otpChannelRequired);
    await expect(auth.otpMethod.main.getByText(M.otpChannelRequired, { exact: true })).toBeVisible();
    await expect(auth.otpMethod.channel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(auth.otpMethod.channel('Email')).toBeFocused();
    await auth.otpMethod.expectPath('/otp-method');
    expect(calls).toEqual([]);
  });
  await test.step('choosing a channel clears the message', async () => {
    await auth.otpMethod.channel('SMS').check();
    await expect(auth.otpMethod.main.getByText(M.otpChannelRequired, { exact: true })).toHaveCount(0);
    await expect(auth.otpMethod.channels).toHaveAccessibleDescription('');
  });
});

test.describe('OTP boxes', () => {
  const SCREENS = [
    { path: '/otp-verify', message: M.otpAllDigits },
    { path: '/mobile-otp-verify', message: M.otpAllDigits },
    { path: '/email-otp-verify', message: M.otpDigits },
  ] as const;

  for (const { path, message } of SCREENS) {
    test(`${path}: '${message}' for fewer than 6 digits, focus on the first empty box, cleared on the next input`, async ({
      auth,
      page,
      shopper,
    }) => {
      await test.step(`reach ${path}`, async () => {
        // An address or number without an account still gets the screen (the server does not say whether it
        // exists); no code is needed to see the messages.
        if (path === '/otp-verify') {
          await signUpInBrowser(auth, shopper);
          await auth.otpMethod.channel('Email').check();
          await auth.otpMethod.submit.click();
          await auth.otpVerify.expectPath(path);
        } else if (path === '/mobile-otp-verify') {
          await requestMobileCode(auth, shopper.mobile);
        } else {
          await requestEmailCode(auth, shopper.email);
        }
      });
      const calls = recordAuthCalls(page);

      await test.step('VERIFY with no digits: the message, focus on the first box', async () => {
        await auth.otpVerify.submit.click();
        await expect(auth.otpVerify.codeGroup).toHaveAccessibleDescription(message);
        await expect(auth.otpVerify.main.getByText(message, { exact: true })).toBeVisible();
        await expect(auth.otpVerify.box(1)).toHaveAttribute('aria-invalid', 'true');
        await expect(auth.otpVerify.box(1)).toBeFocused();
      });
      await test.step('one digit typed clears it', async () => {
        await page.keyboard.type('1');
        await expect(auth.otpVerify.main.getByText(message, { exact: true })).toHaveCount(0);
        await expect(auth.otpVerify.box(1)).not.toHaveAttribute('aria-invalid', 'true');
      });
      await test.step('VERIFY with three digits: the message again, focus on box 4; the next digit clears it', async () => {
        await page.keyboard.type('23');
        await auth.otpVerify.submit.click();
        await expect(auth.otpVerify.codeGroup).toHaveAccessibleDescription(message);
        await expect(auth.otpVerify.box(4)).toBeFocused();
        await page.keyboard.type('4');
        await expect(auth.otpVerify.codeGroup).toHaveAccessibleDescription('');
        await expect(auth.otpVerify.box(4)).toHaveValue('4');
      });
      expect(calls).toEqual([]);
    });
  }

  test('typing moves on, non-digits never enter, Backspace goes back, only a 6-digit paste fills the boxes', async ({
    auth,
    page,
    shopper,
  }) => {
    await requestEmailCode(auth, shopper.email);
    const paste = (text: string) =>
      auth.otpVerify.box(1).evaluate((input, data) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text', data);
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      }, text);

    await test.step('the first box offers one-time-code autofill and a numeric keyboard', async () => {
      await expect(auth.otpVerify.box(1)).toHaveAttribute('autocomplete', 'one-time-code');
      for (let position = 1; position <= 6; position += 1) {
        await expect(auth.otpVerify.box(position)).toHaveAttribute('inputmode', 'numeric');
      }
    });
    await test.step("typing '1a2-': the digits go box by box, the rest never enters", async () => {
      await auth.otpVerify.typeCode('1a2-');
      await expect(auth.otpVerify.box(1)).toHaveValue('1');
      await expect(auth.otpVerify.box(2)).toHaveValue('2');
      await expect(auth.otpVerify.box(3)).toHaveValue('');
      await expect(auth.otpVerify.box(3)).toBeFocused();
    });
    await test.step('Backspace on the empty box 3 clears box 2 and moves there', async () => {
      await page.keyboard.press('Backspace');
      await expect(auth.otpVerify.box(2)).toHaveValue('');
      await expect(auth.otpVerify.box(2)).toBeFocused();
      expect(await auth.otpVerify.typedCode()).toBe('1');
    });
    await test.step('pastes of 5, 7 or non-digit characters are ignored', async () => {
      for (const text of ['12345', '1234567', '12a456']) {
        await paste(text);
        expect(await auth.otpVerify.typedCode()).toBe('1');
      }
    });
    await test.step('a paste of exactly 6 digits fills every box', async () => {
      await paste('654321');
      await expect(auth.otpVerify.box(1)).toHaveValue('6');
      await expect(auth.otpVerify.box(6)).toHaveValue('1');
      expect(await auth.otpVerify.typedCode()).toBe('654321');
      await expect(auth.otpVerify.box(6)).toBeFocused();
    });
  });
});

test.describe('screens reached with a session token', () => {
  test.beforeEach(async ({ auth, accounts, shopper }) => {
    await accounts.createVerifiedAccount(shopper);
    await auth.signIn.presetToken(await accounts.signIn(shopper));
  });

  test('/create-password: the password rule as it is typed, and the confirmation', async ({ auth, page }) => {
    const calls = recordAuthCalls(page);
    await auth.createPassword.open('/create-password');
    await test.step('the rule message appears while typing and goes when met', async () => {
      await auth.createPassword.password.pressSequentially('sapphire');
      await expectFieldError(auth.createPassword.password, M.passwordRule);
      await auth.createPassword.password.pressSequentially('!B4');
      await expectNoFieldError(auth.createPassword.password);
    });
    await test.step("a different confirmation: 'Password does not match.', focus there", async () => {
      await auth.createPassword.confirmPassword.fill('sapphire!B5');
      await auth.createPassword.submit.click();
      await expectFieldError(auth.createPassword.confirmPassword, M.passwordMismatch);
      await expect(auth.createPassword.confirmPassword).toBeFocused();
      expect(calls).toEqual([]);
    });
  });

  test('/address-details: every field is required, focus on the first', async ({ auth, page }) => {
    const calls = recordAuthCalls(page);
    await auth.addressDetails.open('/address-details');
    await auth.addressDetails.submit.click();
    for (const label of ADDRESS_LABELS) {
      await expectFieldError(auth.addressDetails.field(label), M.addressRequired(label.replace(' *', '')));
    }
    await expect(auth.addressDetails.types).toHaveAccessibleDescription(M.addressRequired('Address Type'));
    await expect(auth.addressDetails.field('Address Line 1 *')).toBeFocused();
    expect(calls).toEqual([]);
  });
});
