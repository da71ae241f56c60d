/**
 * Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), on libuv's thread
 * pool so the event loop keeps serving. At most one hash fewer than the CPUs runs at once (at least one), so a
 * flood of sign-ins queues instead of taking every core from the requests that need no password. Unknown accounts
 * are verified against a dummy hash, so a wrong e-mail and a wrong password take the same time.
 */
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';

const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, so written as its value).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const hashing = createConcurrencyLimit(Math.max(1, os.availableParallelism() - 1));

export const hashPassword = (password: string) => hashing(() => hash(password.normalize('NFC'), ARGON2_OPTIONS));

let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `storedHash`, or burns the same work and answers false when there is no hash. */
export async function verifyPassword(password: string, storedHash: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword('a dummy password that no account has');
  const target = storedHash ?? (await dummyHash);
  const ok = await hashing(() => verify(target, password.normalize('NFC'))).catch(() => false);
  return ok && storedHash !== undefined;
}

const COMMON = new Set(dictionary['passwords-common'] as string[]);

/** True for one of the most common passwords, also when decorated with capitals or symbols ('Password123!'). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || COMMON.has(lower.replace(/[^\p{L}\p{N}]/gu, ''));
}
