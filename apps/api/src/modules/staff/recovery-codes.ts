/**
 * Recovery codes: ten per staff member, each 80 random bits written as four groups of four base32 letters
 * (`k7qm-x2ab-…`), shown once and stored as SHA-256 (their entropy makes a slow hash needless).
 */
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@lumen/contract/admin';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 16; i++) {
    out += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');
