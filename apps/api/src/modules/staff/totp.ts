/**
 * TOTP second factor (RFC 6238) with the `otpauth` library: SHA-1, 6 digits, 30-second steps, one step of drift
 * either way. A check answers the step the code belongs to; the repository accepts each step once per account.
 */
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@lumen/contract/admin';
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Lumen Jewels';
/** Steps of drift allowed either side of the current one (a phone's clock a little off, a code typed late). */
const WINDOW = 1;

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended length), as base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The 30-second step `timestampMs` falls in. */
export const totpStep = (timestampMs: number) => Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code for `timestampMs` (tests, and the command line's own check). */
export const totpCode = (secretBase32: string, timestampMs: number) =>
  totpFor(secretBase32).generate({ timestamp: timestampMs });

/** The step `code` belongs to, within the window around `timestampMs`; undefined when it is no valid code. */
export function totpCodeStep(secretBase32: string, code: string, timestampMs: number): number | undefined {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: timestampMs, window: WINDOW });
  return delta === null ? undefined : totpStep(timestampMs) + delta;
}

/** The `otpauth://` URI an authenticator app reads (as a QR code or pasted). */
export const totpUri = (secretBase32: string, email: string) => totpFor(secretBase32, email).toString();
