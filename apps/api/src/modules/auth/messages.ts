/** The shop's account messages: branded HTML and text e-mails, and short SMS/WhatsApp texts. */
import type { IdentifierKind } from '@lumen/contract/account-messages';
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

const kindLabel = (kind: IdentifierKind) => (kind === 'email' ? 'e-mail address' : 'mobile number');

/** A***@example.com, ******3210: enough for the owner to recognise, little for anyone else. */
export function maskIdentifier(kind: IdentifierKind, value: string): string {
  if (kind === 'mobile') return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** A short notice on any channel: the SMS is the e-mail's text without the greeting. */
function notice(title: string, paragraphs: string[], channel: 'email' | 'sms') {
  const text = paragraphs.join('\n\n');
  return {
    subject: `Your Lumen Jewels ${title}`,
    text: channel === 'email' ? `${text}\n` : `Lumen Jewels: ${paragraphs.slice(1).join(' ')}`,
    ...(channel === 'email'
      ? {
          html: brandedHtml(
            `${title[0]?.toUpperCase() ?? ''}${title.slice(1)}`,
            paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
            FOOTER,
          ),
        }
      : {}),
  };
}

/** To the current address, at once: someone asked to move the account to a new address. */
export function changeRequestedMessage(name: string, kind: IdentifierKind, newValue: string, channel: 'email' | 'sms') {
  return notice(
    `${kindLabel(kind)}: a change was requested`,
    [
      `Hello ${name},`,
      `Someone asked to change the ${kindLabel(kind)} of your Lumen Jewels account to ${maskIdentifier(kind, newValue)}. It changes only once the code we sent there is entered.`,
      'If this was not you, change your password at once and contact us.',
    ],
    channel,
  );
}

/** To the previous address, once the change applies. */
export function changeAppliedMessage(name: string, kind: IdentifierKind, newValue: string, channel: 'email' | 'sms') {
  return notice(
    `${kindLabel(kind)} was changed`,
    [
      `Hello ${name},`,
      `The ${kindLabel(kind)} of your Lumen Jewels account is now ${maskIdentifier(kind, newValue)}, and every other device was signed out.`,
      'If this was not you, contact us at once.',
    ],
    channel,
  );
}

/** To an account that lost an address it never proved, through the address it did prove. */
export function identifierRemovedMessage(name: string, kind: IdentifierKind, value: string, channel: 'email' | 'sms') {
  return notice(
    `account: an unverified ${kindLabel(kind)} was removed`,
    [
      `Hello ${name},`,
      `The ${kindLabel(kind)} ${maskIdentifier(kind, value)} was removed from your Lumen Jewels account: it was never verified there, and its owner has now verified it.`,
      'You can still sign in as before with your verified details, and add another address from your profile.',
    ],
    channel,
  );
}

/** Where a notice to an account can go: a verified e-mail first, else a verified mobile number by SMS. */
export function verifiedChannelOf(user: {
  email: string | null;
  mobile: string | null;
  emailVerifiedAt: Date | null;
  mobileVerifiedAt: Date | null;
}): { channel: 'email' | 'sms'; to: string } | undefined {
  if (user.email && user.emailVerifiedAt) return { channel: 'email', to: user.email };
  if (user.mobile && user.mobileVerifiedAt) return { channel: 'sms', to: user.mobile };
  return undefined;
}

export function passwordChangedMessage(name: string, channel: 'email' | 'sms') {
  return notice(
    'password was changed',
    [
      `Hello ${name},`,
      'Your Lumen Jewels password was just changed, and every other device was signed out.',
      'If this was not you, reset your password at once with “Forgot password” and contact us.',
    ],
    channel,
  );
}

/** The notices to accounts that lost an unproved identifier, each through an address it did prove. */
export function identifierRemovedNotices(
  detached: {
    id: number;
    name: string;
    email: string | null;
    mobile: string | null;
    emailVerifiedAt: Date | null;
    mobileVerifiedAt: Date | null;
  }[],
  kind: IdentifierKind,
  value: string,
) {
  return detached.flatMap((holder) => {
    const reach = verifiedChannelOf(holder);
    const notice = identifierRemovedMessage(holder.name, kind, value, reach?.channel ?? 'email');
    return reach ? [{ ...reach, ...notice, kind: 'account' as const, userId: holder.id }] : [];
  });
}

/** To an account Google sign-in was just added to (decision 038), by e-mail. */
export function googleLinkedMessage(name: string) {
  return notice(
    'account can now sign in with Google',
    [
      `Hello ${name},`,
      'Your Lumen Jewels account can now be signed in to with Google, with the Google account of this e-mail address.',
      'If this was not you, change your password and contact us.',
    ],
    'email',
  );
}
