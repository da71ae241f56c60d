/** Session tokens and one-time codes: random from a CSPRNG, stored only as digests. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@lumen/contract/constants';

/** A 256-bit opaque bearer token. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const newOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** The HMAC binds a code to its account and channel, so a code can only ever verify what it was sent for. */
export function otpHmac(secret: string, code: string, userId: number, channel: string): string {
  return createHmac('sha256', secret).update(`${userId}:${channel}:${code}`).digest('base64url');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
