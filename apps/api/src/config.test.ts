import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PRODUCTION_ENV } from './test/production-env';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.nodeEnv).toBe('development');
    expect(config.devRoutes).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['SMTP_URL', 'localhost:25'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'shop.example'],
  ])('stops start-up naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('asks for the whole Twilio setting when only part of it is given', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_ACCOUNT_SID/);
    const config = loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_SMS_FROM: '+15550001' });
    expect(config.twilio).toMatchObject({ accountSid: 'AC1', smsFrom: '+15550001', apiUrl: 'https://api.twilio.com' });
  });

  it('keeps the 120-second wait between codes in production; tests may shorten it', () => {
    expect(loadConfig({}).otpResendSeconds).toBe(120);
    expect(loadConfig({ NODE_ENV: 'test', OTP_RESEND_SECONDS: '0' }).otpResendSeconds).toBe(0);
    expect(() => loadConfig({ ...PRODUCTION_ENV, OTP_RESEND_SECONDS: '5' })).toThrow(/OTP_RESEND_SECONDS:/);
  });

  it('refuses to start in production without a real transport for every channel, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: .*\n.*TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_SMS_FROM, TWILIO_WHATSAPP_FROM: .*\n.*PUBLIC_URL: /,
    );
    const { TWILIO_WHATSAPP_FROM: _, ...noWhatsApp } = PRODUCTION_ENV;
    expect(() => loadConfig(noWhatsApp)).toThrow(/TWILIO_WHATSAPP_FROM: codes by SMS and WhatsApp/);
    expect(() => loadConfig(noWhatsApp)).not.toThrow(/SMTP_URL/);
    expect(loadConfig(PRODUCTION_ENV).nodeEnv).toBe('production');
  });

  it('turns a payment provider on with all of its settings, and stops start-up on some of them, naming the rest', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({}).razorpay).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET together/,
    );
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret-123' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: Razorpay needs/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'secret-123',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', apiUrl: undefined });
    expect(config.razorpay).toMatchObject({ keyId: 'rzp_test_abc', apiUrl: 'https://api.razorpay.com' });
    expect(config.payOnDeliveryMax).toBe(2_250_00);
  });

  it('refuses test-mode payment keys in production unless a staging shop allows them', () => {
    const testKeys = {
      ...PRODUCTION_ENV,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'secret-123',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1',
    };
    expect(() => loadConfig(testKeys)).toThrow(/STRIPE_SECRET_KEY: a test-mode key takes no real money/);
    expect(() => loadConfig(testKeys)).toThrow(/RAZORPAY_KEY_ID: a test-mode key/);
    expect(loadConfig({ ...testKeys, PAYMENTS_ALLOW_TEST_KEYS: 'true' }).stripe).toBeDefined();
    expect(
      loadConfig({ ...testKeys, STRIPE_SECRET_KEY: 'sk_live_abc', RAZORPAY_KEY_ID: 'rzp_live_abc' }).razorpay,
    ).toBeDefined();
  });

  it('turns Google sign-in on with its client ID, at Google; a stand-in issuer is refused in production', () => {
    expect(loadConfig({}).google).toBeUndefined();
    const clientId = '1234-abc.apps.googleusercontent.com';
    expect(loadConfig({ GOOGLE_CLIENT_ID: clientId }).google).toEqual({
      clientId,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'not-a-client-id' })).toThrow(/GOOGLE_CLIENT_ID: must be an OAuth/);
    const standIn = {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_ISSUER: 'http://127.0.0.1:4010',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:4010/certs',
    };
    expect(loadConfig(standIn).google).toMatchObject({
      issuers: ['http://127.0.0.1:4010'],
      jwksUrl: standIn.GOOGLE_JWKS_URL,
    });
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...standIn })).toThrow(
      /GOOGLE_ISSUER, GOOGLE_JWKS_URL: a stand-in for Google is for tests and staging/,
    );
    expect(loadConfig({ ...PRODUCTION_ENV, GOOGLE_CLIENT_ID: clientId }).google?.clientId).toBe(clientId);
  });

  it('sets up the assistant’s language model with its URL and key together, over https or on this machine', () => {
    expect(loadConfig({}).assistantModel).toBeUndefined();
    const remote = { ASSISTANT_LLM_URL: 'https://api.openai.com/v1', ASSISTANT_LLM_KEY: 'sk-live-key' };
    expect(loadConfig(remote).assistantModel).toEqual({
      url: remote.ASSISTANT_LLM_URL,
      key: remote.ASSISTANT_LLM_KEY,
      model: 'gpt-4o-mini',
      timeoutMs: 8000,
    });
    expect(() => loadConfig({ ASSISTANT_LLM_URL: remote.ASSISTANT_LLM_URL })).toThrow(
      /ASSISTANT_LLM_KEY: The assistant’s language model needs ASSISTANT_LLM_URL, ASSISTANT_LLM_KEY together/,
    );
    expect(() => loadConfig({ ...remote, ASSISTANT_LLM_TIMEOUT_MS: '0' })).toThrow(/ASSISTANT_LLM_TIMEOUT_MS/);
    const plain = { ...remote, ASSISTANT_LLM_URL: 'http://models.example.com/v1' };
    expect(loadConfig(plain).assistantModel?.url).toBe(plain.ASSISTANT_LLM_URL);
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...plain })).toThrow(/ASSISTANT_LLM_URL: must be https/);
    const local = { ...remote, ASSISTANT_LLM_URL: 'http://127.0.0.1:11434/v1' };
    expect(loadConfig({ ...PRODUCTION_ENV, ...local }).assistantModel?.url).toBe(local.ASSISTANT_LLM_URL);
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as hops or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'proxy.example', '10.0.0.1/40', '10.0.0/8', ','])('refuses TRUST_PROXY=%s, naming it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY:/);
  });

  it('bounds shutdown, slow clients, the database and Redis with safe defaults', () => {
    const config = loadConfig({});
    expect(config.shutdownGraceSeconds).toBe(10);
    expect(config.headersTimeoutSeconds).toBe(10);
    expect(config.databaseConnectTimeoutSeconds + config.databaseQueryTimeoutSeconds).toBeLessThanOrEqual(5);
    expect(config.redisCommandTimeoutMs).toBe(250);
    const tuned = loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '0.5', REDIS_COMMAND_TIMEOUT_MS: '100' });
    expect(tuned.databaseConnectTimeoutSeconds).toBe(0.5);
    expect(tuned.redisCommandTimeoutMs).toBe(100);
  });

  it.each([
    ['SHUTDOWN_GRACE_SECONDS', '0'],
    ['HEADERS_TIMEOUT_SECONDS', 'soon'],
    ['HEADERS_TIMEOUT_SECONDS', '121'],
    ['MESSAGE_RETRY_SECONDS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_SECONDS', '0'],
    ['DATABASE_QUERY_TIMEOUT_SECONDS', '-1'],
    ['REDIS_COMMAND_TIMEOUT_MS', '1000'],
  ])('stops start-up naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('turns the development routes off in production', () => {
    expect(loadConfig(PRODUCTION_ENV).devRoutes).toBe(false);
  });
});
