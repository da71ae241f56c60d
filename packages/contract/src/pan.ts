/**
 * The buyer's PAN (Permanent Account Number), which Indian law asks of a jewellery purchase above ₹2,00,000 (issue 29,
 * decision 036): its format (five letters — the fourth the holder's kind — four digits, a letter), how it is shown
 * (masked), and the order total above which checkout asks for it, in the shop's base currency. No zod here: the
 * checkout shows the field the moment the total passes the line.
 */
import { type CurrencyCode, RATE_SCALE } from './money';

/** Five letters (the fourth the holder's kind: person, company, HUF, firm, AOP, trust, BOI, local body, AJP, government), four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;

/** ₹2,00,000 in paise: a jewellery order above it needs the buyer's PAN. */
export const PAN_THRESHOLD_INR = 20_000_000;

/**
 * The line in each base currency while the shop has no rupee rate to convert at: a little under ₹2,00,000's worth, so
 * the PAN is asked a little early rather than late.
 */
const PAN_THRESHOLD_WITHOUT_RATE: Record<CurrencyCode, number> = {
  INR: PAN_THRESHOLD_INR,
  USD: 200_000,
  EUR: 200_000,
  GBP: 150_000,
  AED: 800_000,
};

export const PAN_MESSAGES = {
  format: 'Enter the PAN as on the card: five letters, four digits and a letter (e.g. ABCPE1234F)',
  /** 400 on `pan` when an order above the line has none. */
  required: 'Orders above ₹2,00,000 (or its equivalent) need the buyer’s PAN, as Indian law asks for jewellery.',
} as const;

/**
 * The order total (minor units of `base`) above which the buyer's PAN is asked: ₹2,00,000 at the rupee rate in force
 * (`inrRateMicros`, rupees for one unit of `base`, in millionths), rounded down; without a rate, the line above.
 */
export function panThreshold(base: CurrencyCode, inrRateMicros: number | null): number {
  if (base === 'INR') return PAN_THRESHOLD_INR;
  if (inrRateMicros === null || inrRateMicros <= 0) return PAN_THRESHOLD_WITHOUT_RATE[base];
  return Number((BigInt(PAN_THRESHOLD_INR) * BigInt(RATE_SCALE)) / BigInt(inrRateMicros));
}

/** Whether an order of `total` needs the buyer's PAN. */
export const panRequired = (total: number, threshold: number) => total > threshold;

/** A PAN as typed ("abcpe 1234f") in the form it is checked and kept ("ABCPE1234F"). */
export const normalPan = (typed: string) => typed.replace(/\s/g, '').toUpperCase();

/** A PAN as it is shown: all but its last four characters hidden ("XXXXXX234F"). */
export const maskPan = (pan: string) => `${'X'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
