/**
 * Runs the Stripe and Razorpay fakes as one process for the end-to-end tests:
 * `node --import tsx apps/api/src/test/fakes/payment-fakes-server.ts`. Ports, keys, secrets and webhook targets
 * come from the environment (the same names the shop reads, plus FAKE_STRIPE_PORT and FAKE_RAZORPAY_PORT). It
 * prints "payment fakes ready" once both listen, and stops on SIGTERM or SIGINT.
 */
import { startFakeRazorpay } from './razorpay-fake';
import { startFakeStripe } from './stripe-fake';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required to start the payment fakes`);
  return value;
}

function port(name: string): number {
  const value = process.env[name];
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name} must be a port number`);
  return parsed;
}

function optional(name: string): string | undefined {
  return process.env[name] || undefined;
}

const stripe = await startFakeStripe({
  secretKey: required('STRIPE_SECRET_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  port: port('FAKE_STRIPE_PORT'),
  ...(optional('STRIPE_WEBHOOK_URL') ? { webhookUrl: optional('STRIPE_WEBHOOK_URL') } : {}),
});
const razorpay = await startFakeRazorpay({
  keyId: required('RAZORPAY_KEY_ID'),
  keySecret: required('RAZORPAY_KEY_SECRET'),
  webhookSecret: required('RAZORPAY_WEBHOOK_SECRET'),
  port: port('FAKE_RAZORPAY_PORT'),
  ...(optional('RAZORPAY_WEBHOOK_URL') ? { webhookUrl: optional('RAZORPAY_WEBHOOK_URL') } : {}),
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all([stripe.close(), razorpay.close()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

console.log('payment fakes ready');
