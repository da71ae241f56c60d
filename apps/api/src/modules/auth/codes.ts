/**
 * One-time codes: sent within the account's limits and checked within them, with the same statements and the same
 * HMAC work whether or not an account matches (user id 0 matches nothing), so timing does not tell accounts apart.
 * A code's message is put on the job queue with the code (its own queue, ahead of other mail): a slow or failing
 * mail server neither delays nor fails the call, and the message is never sent after the code expired.
 */
import { OTP_MAX_ATTEMPTS, type OtpChannel } from '@lumen/contract/constants';
import type { Deliveries } from '../deliveries/service';
import type { Limiter } from '../limits/limiter';
import type { AccountLimits } from './limits';
import { limitKey } from './limits';
import { codeMessage } from './messages';
import type { AuthRepository, Identifier, UserRow } from './repository';
import { newOtp, otpHmac, sameDigest } from './tokens';

export type CodesOptions = {
  repository: AuthRepository;
  limiter: Limiter;
  limits: AccountLimits;
  deliveries: Deliveries;
  otpSecret: () => Promise<string>;
  otpTtlMs: number;
  now: () => number;
};

/** The length of a real HMAC (SHA-256, base64url), compared against when there is no code. */
const NO_CODE = 'x'.repeat(43);

export const channelsOf = (identifier: Identifier): OtpChannel[] =>
  identifier.kind === 'email' ? ['email'] : ['sms', 'whatsapp'];

export function createCodes(options: CodesOptions) {
  const { repository, limiter, limits } = options;

  return {
    /** Sends a new code to `user` on `channel` (nothing when there is no user), within the limits of `identifier`. */
    async send(identifier: Identifier, user: UserRow | undefined, channel: OtpChannel) {
      const key = limitKey(user?.id, identifier);
      await limiter.take(limits.codeResend, `${key}:${channel}`);
      await limiter.take(limits.codeSends, key);
      const code = newOtp();
      const userId = user?.id ?? 0;
      const expiresAt = new Date(options.now() + options.otpTtlMs);
      const to = (channel === 'email' ? user?.email : user?.mobile) ?? '';
      const message = { channel, to, ...codeMessage(user?.name ?? '', code, channel), userId, validUntil: expiresAt };
      await repository.replaceCode(
        { userId, channel, codeHmac: otpHmac(await options.otpSecret(), code, userId, channel), expiresAt },
        (tx) => options.deliveries.enqueueCode(tx, userId, message),
      );
    },

    /**
     * Checks `otp` against the account's newest live code for `identifier`'s channels and spends it. A check takes a
     * slot of the daily limit first, given back when the code is right; every check also counts against the code's
     * own attempts. Answers the channel of the spent code, or undefined when the code is wrong.
     */
    async check(identifier: Identifier, user: UserRow | undefined, otp: string): Promise<OtpChannel | undefined> {
      const slot = await limiter.take(limits.codeChecks, limitKey(user?.id, identifier));
      const userId = user?.id ?? 0;
      const channels = channelsOf(identifier);
      const code = await repository.takeCodeAttempt(userId, channels, OTP_MAX_ATTEMPTS);
      const expected = otpHmac(await options.otpSecret(), otp, userId, code?.channel ?? channels[0] ?? 'email');
      const matches = sameDigest(code?.codeHmac ?? NO_CODE, expected);
      if (!user || !code || !matches || !(await repository.consumeCode(code.id))) return undefined;
      await slot.release();
      return code.channel;
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
