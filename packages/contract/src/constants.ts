/** Business constants of the shop (spec §9). Both the API and the web app read them from here. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 120;
export const MOBILE_MAX_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const GST_PERCENT = 18;

export const OTP_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ORDER_STATUSES = ['Pending', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Contact form limits: generous for a real message, bounded so one request cannot fill the database. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
export const EMAIL_MAX = 254;

/** Account security numbers (issue: customer accounts API). */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_DAY = 10;
export const OTP_MAX_FAILURES_PER_DAY = 10;
export const SESSION_ABSOLUTE_DAYS = 30;
export const SESSION_IDLE_DAYS = 7;
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_LOCK_MINUTES = 15;
/** A session made by an OTP this recently may set a new password without the old one (the recovery flow). */
export const RECOVERY_WINDOW_MINUTES = 10;

/** Largest profile picture accepted, decoded. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The <meta> every page carries with the shop's Google client ID when it offers Sign in with Google (decision 038). */
export const GOOGLE_CLIENT_ID_META = 'google-client-id';
