/** TOTP against RFC 6238's test vectors (SHA-1, its 20-byte ASCII secret), read as 6-digit codes. */
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpCodeStep, totpStep, totpUri } from './totp';

// "12345678901234567890" in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
// RFC 6238 appendix B, SHA-1 column: 8-digit codes; a 6-digit code is the same value mod 10^6 (its last six digits).
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at T=%i gives the vector %s (last six digits)', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
  });

  it('accepts a code one step early or late and names its step; refuses two steps off and non-codes', () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    expect(totpCodeStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step);
    expect(totpCodeStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(totpCodeStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
    expect(totpCodeStep(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBeUndefined();
    expect(totpCodeStep(RFC_SECRET, '12345', at)).toBeUndefined();
    expect(totpCodeStep(RFC_SECRET, 'abcdef', at)).toBeUndefined();
  });

  it('makes 160-bit secrets and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, 'asha@lumen.example')).toBe(
      `otpauth://totp/Lumen%20Jewels:asha%40lumen.example?issuer=Lumen%20Jewels&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
