/**
 * One way to send a message to a shopper, whatever the channel: e-mail over SMTP, SMS and WhatsApp over an HTTP
 * provider, or the development outbox for any channel without a configured provider.
 */
import type { OtpChannel } from '@lumen/contract/constants';

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
