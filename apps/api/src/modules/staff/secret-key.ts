/** The key staff TOTP secrets are sealed with: STAFF_SECRET_KEY, else one the shop makes on first start and keeps. */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAuthRepository } from '../auth/repository';

export function staffSecretKey(config: Pick<Config, 'staffSecretKey'>, db: Db): () => Promise<string> {
  let once: Promise<string> | undefined;
  return () => {
    once ??= config.staffSecretKey
      ? Promise.resolve(config.staffSecretKey)
      : createAuthRepository(db).secret('staff_totp_key', () => randomBytes(32).toString('base64url'));
    return once;
  };
}
