/** E-mail over real SMTP with nodemailer. */
import nodemailer from 'nodemailer';
import type { Transport } from './notifier';

export function createEmailTransport(options: { smtpUrl: string; from: string }): Transport & { close(): void } {
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
