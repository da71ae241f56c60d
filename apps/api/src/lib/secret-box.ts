/**
 * Encryption at rest (staff TOTP secrets, buyers' PANs): AES-256-GCM under a key drawn from the shop's secret key for
 * one purpose, with what the secret belongs to as associated data (a staff member's id), so a ciphertext copied onto
 * another row does not decrypt. Stored as `v1.<iv>.<tag>.<data>` (base64url).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What a key seals: each purpose has its own key, drawn from the same secret. */
export type SecretPurpose = 'staff-totp' | 'pan';

/** The 32-byte AES key of one purpose from the configured or generated secret (at least 32 characters). */
export const secretBoxKey = (secret: string, purpose: SecretPurpose = 'staff-totp') =>
  createHash('sha256').update(`lumen-${purpose}:${secret}`).digest();

export function seal(key: Buffer, plaintext: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(key: Buffer, sealed: string, boundTo: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
