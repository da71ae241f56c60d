import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_RESEND_SECONDS: '5' })).toThrow(/OTP_RESEND_SECONDS:/);
  });

  it('turns the development routes off in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devRoutes).toBe(false);
  });
});
