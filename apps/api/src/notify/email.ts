/** E-mail over real SMTP with nodemailer. */
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Transport } from './notifier';

export function createEmailTransport(options: {
  smtpUrl: string;
  from: string;
  /** How long to wait for the server to connect or greet (10 s); tests shorten it. */
  timeoutMs?: number;
}): Transport & { close(): void } {
  // A mail server that stalls must not pile up sends: nodemailer's own defaults wait minutes.
  // Pooled: a few connections kept open and reused, rather than a new connection (and TLS handshake) per message.
  const transporter = nodemailer.createTransport({
    ...parseConnectionUrl(options.smtpUrl),
    pool: true,
    maxConnections: 5,
    connectionTimeout: options.timeoutMs ?? 10_000,
    greetingTimeout: options.timeoutMs ?? 10_000,
    socketTimeout: (options.timeoutMs ?? 10_000) * 2,
  });
  return {
    async send(message, handle) {
      const info = await transporter.sendMail({
        from: options.from,
        ...(handle ? { messageId: `<${handle.id}@${domainOf(options.from)}>` } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      return { providerId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** The domain of the sender's address ("Lumen Jewels <shop@lumen.example>" → lumen.example), for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'lumen.invalid';
}
