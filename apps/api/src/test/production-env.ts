/** A complete production configuration for tests: every channel has a transport (here pointing at nothing real). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'test-token',
  TWILIO_SMS_FROM: '+15550001111',
  TWILIO_WHATSAPP_FROM: '+15550002222',
  TWILIO_API_URL: 'http://127.0.0.1:9',
} as const;
