/** The shop's account messages: branded HTML and text e-mails, and short SMS/WhatsApp texts. */
import { OTP_TTL_MINUTES, type OtpChannel } from '@lumen/contract/constants';
import { brandedHtml, escapeHtml } from '../../notify/branded-email';

const FOOTER = 'Conflict-free, lab-grown diamonds and gold, made in India. This is an automated message.';

export function codeMessage(name: string, code: string, channel: OtpChannel) {
  const text =
    channel === 'email'
      ? `Hello ${name},\n\nYour Lumen Jewels verification code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.\n\nIf you did not ask for it, you can ignore this message.\n`
      : `Lumen Jewels: your code is ${code}. Valid for ${OTP_TTL_MINUTES} minutes. Never share it.`;
  return {
    subject: 'Your Lumen Jewels verification code',
    text,
    ...(channel === 'email'
      ? {
          html: brandedHtml(
            'Your verification code',
            `<p>Hello ${escapeHtml(name)},</p><p style="font-size:32px;letter-spacing:8px;margin:24px 0;color:#2b2118"><strong>${code}</strong></p><p>It is valid for ${OTP_TTL_MINUTES} minutes and can be used once. If you did not ask for it, you can ignore this e-mail.</p>`,
            FOOTER,
          ),
        }
      : {}),
  };
}

export function passwordChangedMessage(name: string) {
  return {
    subject: 'Your Lumen Jewels password was changed',
    text: `Hello ${name},\n\nYour Lumen Jewels password was just changed, and every other device was signed out.\n\nIf this was not you, reset your password at once with "Forgot password" and contact us.\n`,
    html: brandedHtml(
      'Your password was changed',
      `<p>Hello ${escapeHtml(name)},</p><p>Your Lumen Jewels password was just changed, and every other device was signed out.</p><p>If this was not you, reset your password at once with “Forgot password” and contact us.</p>`,
      FOOTER,
    ),
  };
}
