/**
 * One way to send a message to a shopper, whatever the channel: e-mail over SMTP, SMS and WhatsApp over an HTTP
 * provider, or the development outbox for any channel without a configured provider.
 */
import type { OtpChannel } from '@lumen/contract/constants';
import type { Logger } from '../lib/logger';

export type Message = {
  channel: OtpChannel;
  /** An e-mail address for 'email', a mobile number for 'sms' and 'whatsapp'. */
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export type Transport = { send(message: Message): Promise<void> };

export type Notifier = Transport;

/** Routes each message to its channel's transport. */
export function createNotifier(transports: Record<OtpChannel, Transport>): Notifier {
  return { send: (message) => transports[message.channel].send(message) };
}

/**
 * Hands a message to its transport once the answer has gone: the transport starts on the next turn of the event loop
 * (`setImmediate`), after the answer was written, so composing an e-mail neither delays the answer nor — for the
 * code calls — makes a known account's answer slower than an unknown one's. A failure is logged — channel and
 * subject, never the recipient's text — and never surfaced: what the message tells of has already happened.
 */
export function sendLater(notifier: Notifier, logger: Logger, message: Message): void {
  setImmediate(() => send(notifier, logger, message));
}

function send(notifier: Notifier, logger: Logger, message: Message): void {
  notifier.send(message).catch((err: unknown) =>
    logger.error(
      {
        err: { message: err instanceof Error ? err.message : String(err) },
        channel: message.channel,
        subject: message.subject,
      },
      'message could not be sent',
    ),
  );
}
