/**
 * Chooses each channel's transport from the configuration: a real provider when configured, else the development
 * outbox — which exists only with the development routes: production has a provider for every channel (config.ts
 * refuses to start without), so it never writes an outbox row.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { createEmailTransport } from './email';
import { createNotifier, type Notifier, type Transport } from './notifier';
import { createOutboxTransport } from './outbox';
import { createOutboxRepository } from './outbox-repository';
import { createSmsTransport } from './sms';

export function notifierFromConfig(config: Config, db: Db, logger: Logger): Notifier & { close(): void } {
  const outbox: Transport = config.devRoutes
    ? createOutboxTransport(createOutboxRepository(db), logger)
    : {
        send: async (message) => {
          throw new Error(`no ${message.channel} transport is configured`);
        },
      };
  const email = config.smtpUrl ? createEmailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom }) : undefined;
  const twilio = config.twilio;
  const phone = (channel: 'sms' | 'whatsapp'): Transport => {
    const from = channel === 'sms' ? twilio?.smsFrom : twilio?.whatsappFrom;
    return twilio && from ? createSmsTransport({ ...twilio, countryCode: config.smsCountryCode }, channel) : outbox;
  };
  const notifier = createNotifier({ email: email ?? outbox, sms: phone('sms'), whatsapp: phone('whatsapp') });
  return { ...notifier, close: () => email?.close() };
}
