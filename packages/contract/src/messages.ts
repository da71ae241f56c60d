/** User-facing validation messages, word for word as the spec writes them (spec §5, §8). */
export const MESSAGES = {
  identifierInvalid: 'Please enter a valid email or mobile number',
  passwordRule:
    'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.',
  passwordMismatch: 'Password does not match.',
  otpAllDigits: 'Please enter all 6 digits',
  otpDigits: 'Please enter 6 digits',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  plainText: (field: string) => `${field} must be plain text on one line, without control characters`,
  plainMultiLineText: (field: string) => `${field} must be plain text, without control characters`,
  emailInvalid: 'Please enter a valid email address',
  mobileInvalid: 'Please enter a valid mobile number of up to 10 digits',
  otpChannelRequired: 'Please choose where to receive your code',
  otpChannelMismatch: 'Choose email to receive the code by e-mail, or sms or whatsapp for your mobile number',
  contactSent: 'Thank you! Your message has been sent. We will get back to you soon.',
} as const;
