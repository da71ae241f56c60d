/**
 * SMS and WhatsApp through Twilio's Messages API (the provider this shop targets):
 *   POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json
 *   Basic auth AccountSid:AuthToken, form body To, From, Body; WhatsApp numbers carry the `whatsapp:` prefix.
 * Mobile numbers are stored as the shopper typed them (ten digits), so the country code is added here.
 */
import type { Transport } from './notifier';

export type SmsProviderOptions = {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  smsFrom?: string;
  whatsappFrom?: string;
  countryCode: string;
};

export function toE164(mobile: string, countryCode: string): string {
  return mobile.startsWith('+') ? mobile : `${countryCode}${mobile}`;
}

export function createSmsTransport(options: SmsProviderOptions, channel: 'sms' | 'whatsapp'): Transport {
  const from = channel === 'sms' ? options.smsFrom : options.whatsappFrom;
  if (!from) throw new Error(`No sender is configured for ${channel}`);
  const prefix = channel === 'whatsapp' ? 'whatsapp:' : '';
  const endpoint = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  return {
    async send(message) {
      const body = new URLSearchParams({
        To: `${prefix}${toE164(message.to, options.countryCode)}`,
        From: `${prefix}${from}`,
        Body: message.text,
      });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`${channel} provider answered ${response.status}`);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown };
      return { providerId: typeof answer.sid === 'string' ? answer.sid : undefined };
    },
  };
}
