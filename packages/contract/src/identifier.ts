/**
 * The identifier rule of spec §5: a value containing '@' is an e-mail address, a value of digits only is a
 * mobile number, anything else is invalid.
 */
import { z } from 'zod';
import { EMAIL_MAX, MOBILE_MAX_DIGITS } from './constants';

export type Identifier = { kind: 'email'; email: string } | { kind: 'mobile'; mobile: string };

const emailSchema = z.email().max(EMAIL_MAX);

export function parseIdentifier(raw: string): Identifier | null {
  const value = raw.trim();
  if (value.includes('@')) {
    return emailSchema.safeParse(value).success ? { kind: 'email', email: value.toLowerCase() } : null;
  }
  if (/^\d+$/.test(value) && value.length <= MOBILE_MAX_DIGITS) return { kind: 'mobile', mobile: value };
  return null;
}
