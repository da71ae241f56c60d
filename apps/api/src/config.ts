/**
 * Configuration, read from the environment once at start-up. A bad value stops start-up with a message that
 * names the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  OTP_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  OTP_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(OTP_RESEND_SECONDS),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
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
  logLevel: string;
  bodyLimitBytes: number;
  /** How long catalogue answers are kept in memory (0: not at all). */
  catalogCacheSeconds: number;
  /** The HMAC key of one-time codes; made and kept in the database when not configured. */
  otpSecret: string | undefined;
  otpTtlSeconds: number;
  /** How long after a code another may be sent (spec §9: 120 s); shortened only by test environments. */
  otpResendSeconds: number;
  authRateLimitPerMinute: number;
  /** The dev outbox route exists only outside production. */
  devRoutes: boolean;
};

export class ConfigError extends Error {}

const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

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
  if (e.NODE_ENV === 'production' && e.OTP_RESEND_SECONDS < OTP_RESEND_SECONDS) {
    throw new ConfigError(
      `Invalid configuration:\n  OTP_RESEND_SECONDS: must be at least ${OTP_RESEND_SECONDS} in production (a shorter wait is for tests)`,
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
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    otpSecret: e.OTP_SECRET,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    devRoutes: e.NODE_ENV !== 'production',
  };
}
