/**
 * The sign-up flow of spec §4 end to end, by each OTP channel: /sign-up → /otp-method → /otp-verify (the code read
 * from the dev outbox) → /address-details → / , then a password sign-in to /account. The token is stored when the
 * code is verified and removed when the address is saved.
 */
import { codeIn, SERVER_MESSAGES, type Shopper } from '../../fixtures/auth-api';
import { chooseChannel, signUpInBrowser } from '../../fixtures/auth-flows';
import type { SignUpChannel } from '../../fixtures/auth-pages';
import { expect, test } from '../../fixtures/test';

const CHANNELS: ReadonlyArray<{
  channel: SignUpChannel;
  outboxChannel: 'email' | 'sms' | 'whatsapp';
  to: (shopper: Shopper) => string;
  /** Sign in afterwards with the e-mail address or with the mobile number (both identifiers of spec §5). */
  signInWith: (shopper: Shopper) => string;
}> = [
  { channel: 'Email', outboxChannel: 'email', to: (s) => s.email, signInWith: (s) => s.email },
  { channel: 'SMS', outboxChannel: 'sms', to: (s) => s.mobile, signInWith: (s) => s.mobile },
  { channel: 'WhatsApp', outboxChannel: 'whatsapp', to: (s) => s.mobile, signInWith: (s) => s.mobile },
];

for (const { channel, outboxChannel, to, signInWith } of CHANNELS) {
  test(`sign-up by ${channel}: code, address, then a sign-in to /account`, async ({ auth, accounts, shopper }) => {
    await test.step('/sign-up: the account is created and the flow moves on to /otp-method', async () => {
      await signUpInBrowser(auth, shopper);
      await auth.otpMethod.expectSuccessToast(SERVER_MESSAGES.signedUp);
    });

    await test.step('/otp-method: each channel shows where the code would go', async () => {
      await expect(auth.otpMethod.channel('Email')).toHaveAccessibleName(`Email ${shopper.email}`);
      await expect(auth.otpMethod.channel('SMS')).toHaveAccessibleName(`SMS ${shopper.mobile}`);
      await expect(auth.otpMethod.channel('WhatsApp')).toHaveAccessibleName(`WhatsApp ${shopper.mobile}`);
      for (const name of ['Email', 'SMS', 'WhatsApp'] as const) {
        await expect(auth.otpMethod.channel(name)).not.toBeChecked();
      }
    });

    await test.step(`choose ${channel} and SEND OTP: /otp-verify shows where the code went, read-only`, async () => {
      await chooseChannel(auth, channel);
      await auth.otpVerify.expectSuccessToast(SERVER_MESSAGES.codeSent);
      const sentTo = auth.otpVerify.sentTo(channel);
      await expect(sentTo).toHaveValue(to(shopper));
      await expect(sentTo).not.toBeEditable();
      await expect(auth.otpVerify.boxes).toHaveCount(6);
      await expect(auth.otpVerify.resend).toBeDisabled();
      expect(await auth.otpVerify.storedToken()).toBeNull();
    });

    await test.step(`the code from the ${channel} message verifies the account: token stored, /address-details`, async () => {
      const message = await accounts.outbox.nextCodeMessage(to(shopper), 0);
      expect(message.channel).toBe(outboxChannel);
      await auth.otpVerify.verify(codeIn(message));
      await auth.addressDetails.expectPath('/address-details');
      await expect(auth.addressDetails.heading).toHaveText('Address Details');
      await auth.addressDetails.expectSuccessToast(SERVER_MESSAGES.verified);
      await expect.poll(() => auth.addressDetails.storedToken()).toMatch(/\S/);
    });

    await test.step('saving the address ends the session and returns to sign-in at /', async () => {
      await auth.addressDetails.fill();
      await auth.addressDetails.submit.click();
      await auth.signIn.expectPath('/');
      await expect(auth.signIn.heading).toHaveText('Sign In');
      await expect.poll(() => auth.signIn.storedToken()).toBeNull();
    });

    await test.step('signing in with the password reaches /account and stores a token', async () => {
      await auth.signIn.signIn(signInWith(shopper), shopper.password);
      await auth.signIn.expectPath('/account');
      await expect.poll(() => auth.signIn.storedToken()).toMatch(/\S/);
    });
  });
}
