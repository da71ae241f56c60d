/**
 * Configuration, read from the environment once at start-up. A bad value stops start-up with a message that
 * names the variable.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { CURRENCY_CODES, type CurrencyCode } from '@lumen/contract/money';
import { PAY_ON_DELIVERY_DEFAULT_MAX } from '@lumen/contract/orders';
import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default('Lumen Jewels <no-reply@lumenjewels.example>'),
  TWILIO_API_URL: optionalUrl(['http', 'https']).default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().trim().optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().optional(),
  TWILIO_SMS_FROM: z.string().trim().optional(),
  TWILIO_WHATSAPP_FROM: z.string().trim().optional(),
  SMS_COUNTRY_CODE: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'must look like +91')
    .default('+91'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  WEB_DIST: z.string().trim().optional(),
  MEDIA_DIR: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  OTP_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  STAFF_SECRET_KEY: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  OTP_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(OTP_RESEND_SECONDS),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  MESSAGE_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'string') {
        ctx.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust.value;
    }),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  // At most the whole request's two minutes (app.ts requestTimeout): above it, Node swaps the two timeouts.
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(2),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(3),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(250).default(250),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_live_… or rzp_test_…)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8, 'must be the key secret from the Razorpay dashboard').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8, 'must be the secret the webhook was set up with').optional(),
  RAZORPAY_API_URL: optionalUrl(['http', 'https']),
  PAYMENTS_ALLOW_TEST_KEYS: z.enum(['true', 'false']).default('false'),
  PAYMENT_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  METAL_RATE_FEED_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  PRICE_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .regex(/^[\w.-]+\.apps\.googleusercontent\.com$/, 'must be an OAuth client ID (….apps.googleusercontent.com)')
    .optional(),
  GOOGLE_ISSUER: optionalUrl(['http', 'https']),
  GOOGLE_JWKS_URL: optionalUrl(['http', 'https']),
  ASSISTANT_LLM_URL: optionalUrl(['http', 'https']),
  ASSISTANT_LLM_KEY: z.string().trim().min(1).optional(),
  ASSISTANT_LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(8_000),
  SHOP_CURRENCY: z.enum(CURRENCY_CODES, `must be one of ${CURRENCY_CODES.join(', ')}`).default('USD'),
  PAY_ON_DELIVERY_MAX: z.coerce
    .number('must be an amount in the shop’s currency, e.g. 2250')
    .min(0)
    .max(10_000_000)
    .default(PAY_ON_DELIVERY_DEFAULT_MAX / 100),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio:
    | { apiUrl: string; accountSid: string; authToken: string; smsFrom?: string; whatsappFrom?: string }
    | undefined;
  smsCountryCode: string;
  publicUrl: string;
  webDist: string;
  /** The product pictures drawn by the build (apps/api/dist/media), served under /media/. */
  mediaDir: string;
  logLevel: string;
  bodyLimitBytes: number;
  /** How long catalogue answers are kept in memory (0: not at all). */
  catalogCacheSeconds: number;
  /** The HMAC key of one-time codes; made and kept in the database when not configured. */
  otpSecret: string | undefined;
  /** The key staff TOTP secrets are encrypted with; made and kept in the database when not configured. */
  staffSecretKey: string | undefined;
  otpTtlSeconds: number;
  /** How long after a code another may be sent (spec §9: 120 s); shortened only by test environments. */
  otpResendSeconds: number;
  authRateLimitPerMinute: number;
  /**
   * How often the shop deletes expired sessions, codes, limit windows and old outbox rows (0: never); a schedule of
   * the job queue, in whole minutes, run once for all processes.
   */
  cleanupIntervalSeconds: number;
  /** The wait before a failed message's first retry; each next wait doubles (12 retries). */
  messageRetrySeconds: number;
  /**
   * Which peers may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`): none by default, so the
   * socket's peer is the client; a hop count, or the proxies' addresses and ranges.
   */
  trustProxy: false | number | string[];
  /** How long a SIGTERM/SIGINT waits for requests in flight before the process stops regardless. */
  shutdownGraceSeconds: number;
  /** A request's headers must arrive within this (slow clients are answered 408 and closed). */
  headersTimeoutSeconds: number;
  /** PostgreSQL: opening a connection, or waiting for a free one, gives up after this. */
  databaseConnectTimeoutSeconds: number;
  /** PostgreSQL: one statement gives up after this (statement_timeout, and a client-side read timeout). */
  databaseQueryTimeoutSeconds: number;
  /** Redis: a command without an answer after this counts as Redis being unreachable. */
  redisCommandTimeoutMs: number;
  /** The dev outbox route exists only outside production. */
  devRoutes: boolean;
  /** Stripe Checkout, when its key and webhook secret are set; `apiUrl` points the SDK elsewhere (tests). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /** Razorpay Payment Links, when its key id, secret and webhook secret are set. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | undefined;
  /** How often each process looks for unpaid orders past their deadline and refunds to ask for (0: never). */
  paymentCheckSeconds: number;
  /** How often the owner's metal rate feed is read, when one is set up (0: only on demand). */
  metalRateFeedSeconds: number;
  /** How long a cart line priced from the metal rate keeps the price it was added at. */
  priceLockMinutes: number;
  /** The base currency: orders are charged and invoiced in it, and every amount the shop keeps is in its minor units. */
  shopCurrency: CurrencyCode;
  /** The largest order total (cents) paid on delivery; checkout does not offer it above. */
  payOnDeliveryMax: number;
  /**
   * Sign in with Google, when its client ID is set: ID tokens for that audience from Google's issuer, checked against
   * its keys; `issuer` and `jwksUrl` point elsewhere for tests and staging only.
   */
  google: { clientId: string; issuers: string[]; jwksUrl: string } | undefined;
  /** The shop assistant's language model (an OpenAI-compatible chat-completions API), when its URL and key are set. */
  assistantModel: { url: string; key: string; model: string; timeoutMs: number } | undefined;
};

export class ConfigError extends Error {}

/** Google's ID tokens: who issues them (either spelling) and the keys they are signed with. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** What production needs to run for real: every message channel the shop offers has a real transport. */
function productionProblems(e: z.output<typeof ConfigSchema>): string[] {
  const missing = (names: [string, unknown][]) => names.filter(([, value]) => !value).map(([name]) => name);
  const problems: string[] = [];
  const mail = missing([['SMTP_URL', e.SMTP_URL]]);
  if (mail.length)
    problems.push(`${mail.join(', ')}: e-mail (codes, notices, order confirmations) needs an SMTP server`);
  const phone = missing([
    ['TWILIO_ACCOUNT_SID', e.TWILIO_ACCOUNT_SID],
    ['TWILIO_AUTH_TOKEN', e.TWILIO_AUTH_TOKEN],
    ['TWILIO_SMS_FROM', e.TWILIO_SMS_FROM],
    ['TWILIO_WHATSAPP_FROM', e.TWILIO_WHATSAPP_FROM],
  ]);
  if (phone.length) problems.push(`${phone.join(', ')}: codes by SMS and WhatsApp need the provider's settings`);
  if (!e.PUBLIC_URL) problems.push("PUBLIC_URL: the shop's public address, for the links in its e-mails");
  if (e.PAYMENTS_ALLOW_TEST_KEYS !== 'true') {
    const test = [
      ['STRIPE_SECRET_KEY', /^(sk|rk)_test_/.test(e.STRIPE_SECRET_KEY ?? '')],
      ['RAZORPAY_KEY_ID', /^rzp_test_/.test(e.RAZORPAY_KEY_ID ?? '')],
    ].filter(([, isTest]) => isTest);
    for (const [name] of test) {
      problems.push(
        `${name}: a test-mode key takes no real money; use the live key, or set PAYMENTS_ALLOW_TEST_KEYS=true for a staging shop`,
      );
    }
  }
  const googleTest = Object.entries({ GOOGLE_ISSUER: e.GOOGLE_ISSUER, GOOGLE_JWKS_URL: e.GOOGLE_JWKS_URL })
    .filter(([, value]) => value)
    .map(([name]) => name);
  if (googleTest.length) {
    problems.push(
      `${googleTest.join(', ')}: a stand-in for Google is for tests and staging; production checks Google's own`,
    );
  }
  if (
    e.ASSISTANT_LLM_URL?.startsWith('http:') &&
    !/^http:\/\/(?:127\.|localhost[:/]|\[::1\])/.test(e.ASSISTANT_LLM_URL)
  )
    problems.push('ASSISTANT_LLM_URL: must be https (its key goes with every question), or a model on this machine');
  if (e.OTP_RESEND_SECONDS < OTP_RESEND_SECONDS) {
    problems.push(
      `OTP_RESEND_SECONDS: must be at least ${OTP_RESEND_SECONDS} in production (a shorter wait is for tests)`,
    );
  }
  return problems;
}

// Both resolve alike from src/config.ts (tsx) and from the bundle dist/server.js.
const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const defaultMediaDir = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/media');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const twilioSet = e.TWILIO_ACCOUNT_SID || e.TWILIO_AUTH_TOKEN;
  if (twilioSet && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && (e.TWILIO_SMS_FROM || e.TWILIO_WHATSAPP_FROM))) {
    throw new ConfigError(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM together',
    );
  }
  const incomplete = [
    providerProblem('Stripe', [
      ['STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY],
      ['STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET],
    ]),
    providerProblem('The assistant’s language model', [
      ['ASSISTANT_LLM_URL', e.ASSISTANT_LLM_URL],
      ['ASSISTANT_LLM_KEY', e.ASSISTANT_LLM_KEY],
    ]),
    providerProblem('Razorpay', [
      ['RAZORPAY_KEY_ID', e.RAZORPAY_KEY_ID],
      ['RAZORPAY_KEY_SECRET', e.RAZORPAY_KEY_SECRET],
      ['RAZORPAY_WEBHOOK_SECRET', e.RAZORPAY_WEBHOOK_SECRET],
    ]),
  ].filter((problem) => problem !== null);
  if (incomplete.length > 0)
    throw new ConfigError(`Invalid configuration:\n${incomplete.map((p) => `  ${p}`).join('\n')}`);
  const problems = e.NODE_ENV === 'production' ? productionProblems(e) : [];
  if (problems.length > 0) {
    throw new ConfigError(
      `Production needs a complete configuration (see docs/operations.md, "Production settings"):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            apiUrl: e.TWILIO_API_URL ?? 'https://api.twilio.com',
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            ...(e.TWILIO_SMS_FROM ? { smsFrom: e.TWILIO_SMS_FROM } : {}),
            ...(e.TWILIO_WHATSAPP_FROM ? { whatsappFrom: e.TWILIO_WHATSAPP_FROM } : {}),
          }
        : undefined,
    smsCountryCode: e.SMS_COUNTRY_CODE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    mediaDir: e.MEDIA_DIR ? path.resolve(e.MEDIA_DIR) : defaultMediaDir(),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    otpSecret: e.OTP_SECRET,
    staffSecretKey: e.STAFF_SECRET_KEY,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    cleanupIntervalSeconds: e.CLEANUP_INTERVAL_SECONDS,
    messageRetrySeconds: e.MESSAGE_RETRY_SECONDS,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    headersTimeoutSeconds: e.HEADERS_TIMEOUT_SECONDS,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    databaseQueryTimeoutSeconds: e.DATABASE_QUERY_TIMEOUT_SECONDS,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    devRoutes: e.NODE_ENV !== 'production',
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
          }
        : undefined,
    paymentCheckSeconds: e.PAYMENT_CHECK_SECONDS,
    metalRateFeedSeconds: e.METAL_RATE_FEED_SECONDS,
    priceLockMinutes: e.PRICE_LOCK_MINUTES,
    shopCurrency: e.SHOP_CURRENCY,
    payOnDeliveryMax: Math.round(e.PAY_ON_DELIVERY_MAX * 100),
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          issuers: e.GOOGLE_ISSUER ? [e.GOOGLE_ISSUER] : GOOGLE_ISSUERS,
          jwksUrl: e.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL,
        }
      : undefined,
    assistantModel:
      e.ASSISTANT_LLM_URL && e.ASSISTANT_LLM_KEY
        ? {
            url: e.ASSISTANT_LLM_URL,
            key: e.ASSISTANT_LLM_KEY,
            model: e.ASSISTANT_LLM_MODEL,
            timeoutMs: e.ASSISTANT_LLM_TIMEOUT_MS,
          }
        : undefined,
  };
}

/** A provider is on when all of its settings are set and off when none is; some but not all is a mistake. */
function providerProblem(provider: string, settings: [string, string | undefined][]): string | null {
  const missing = settings.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === 0 || missing.length === settings.length) return null;
  return `${missing.join(', ')}: ${provider} needs ${settings.map(([name]) => name).join(', ')} together`;
}
