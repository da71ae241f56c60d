/** Tests of payment-fakes-server.ts, the process that runs both payment fakes for the end-to-end tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  freePort,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  razorpayAuth,
  STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET,
  sessionParams,
} from './test-kit';

describe('payment-fakes-server', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  it('starts both fakes on the ports from the environment, says it is ready, and stops on SIGTERM', async () => {
    const [stripePort, razorpayPort] = [await freePort(), await freePort()];
    const entry = path.join(import.meta.dirname, 'payment-fakes-server.ts');
    const started = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: path.join(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_RAZORPAY_PORT: String(razorpayPort),
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_WEBHOOK_URL: 'http://127.0.0.1:9/api/payments/stripe/webhook',
        RAZORPAY_KEY_ID,
        RAZORPAY_KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET,
        RAZORPAY_WEBHOOK_URL: 'http://127.0.0.1:9/api/payments/razorpay/webhook',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await vi.waitFor(() => expect(output).toBe('payment fakes ready\n'), { timeout: 20_000, interval: 50 });

    const session = await new Stripe(STRIPE_KEY, {
      host: '127.0.0.1',
      port: stripePort,
      protocol: 'http',
      maxNetworkRetries: 0,
    }).checkout.sessions.create(sessionParams());
    expect(session.url).toBe(`http://127.0.0.1:${stripePort}/pay/${session.id}`);
    const link = await fetch(`http://127.0.0.1:${razorpayPort}/v1/payment_links`, {
      method: 'POST',
      headers: { authorization: razorpayAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5000, currency: 'INR', reference_id: 'LJ-server' }),
    });
    expect(link.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
