/** Input clean-up shared by the API and the web app, free of zod so a screen can use it without loading zod. */
import { MOBILE_MAX_DIGITS } from './constants';

/** Mobile inputs keep digits only and at most ten of them (spec §5). */
export function sanitizeMobile(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, MOBILE_MAX_DIGITS);
}
