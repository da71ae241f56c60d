/**
 * One way to send a message to a shopper, whatever the channel: e-mail over SMTP, SMS and WhatsApp over an HTTP
 * provider, or the development outbox for any channel without a configured provider. Messages reach it only through
 * the job queue (modules/deliveries), which tries each until it is sent.
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

/** The provider's id of a message it accepted (Twilio's SID, the SMTP server's answer). */
export type Receipt = { providerId?: string | undefined };

/**
 * `handle.id` is the message's own id, the same on every try of it: e-mail carries it as its Message-ID, so a copy
 * that went through on a try the shop saw fail is recognisably the same message.
 */
export type Transport = {
  // biome-ignore lint/suspicious/noConfusingVoidType: a transport with no receipt to give (the outbox, a test's) returns nothing.
  send(message: Message, handle?: { id: string }): Promise<Receipt | void>;
};

export type Notifier = Transport;

/** Routes each message to its channel's transport. */
export function createNotifier(transports: Record<OtpChannel, Transport>): Notifier {
  return { send: (message, handle) => transports[message.channel].send(message, handle) };
}
