import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordFormSchema,
  identifierFields,
  NewPasswordFormSchema,
  otpFormSchema,
  SignInFormSchema,
} from './auth';
import { MESSAGES } from './messages';

describe('the auth forms of spec §5', () => {
  it('reads an identifier as e-mail with @, as a mobile number when all digits, else refuses it', () => {
    expect(identifierFields(' Asha@Example.com ')).toEqual({ email: 'asha@example.com', Mobile_number: '' });
    expect(identifierFields('9876543210')).toEqual({ email: '', Mobile_number: '9876543210' });
    for (const bad of ['asha', '98765 43210', '+919876543210', '98765432101', 'asha@', '']) {
      expect(identifierFields(bad)).toBeNull();
      const result = ForgotPasswordFormSchema.safeParse({ identifier: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.identifierInvalid);
    }
  });

  it('gives the sign-in request its fields', () => {
    expect(SignInFormSchema.parse({ identifier: '9876543210', password: 'x' })).toEqual({
      identifier: { email: '', Mobile_number: '9876543210' },
      password: 'x',
    });
  });

  it('words the OTP message per screen', () => {
    expect(otpFormSchema().safeParse({ otp: '12345' }).error?.issues[0]?.message).toBe('Please enter all 6 digits');
    expect(otpFormSchema(MESSAGES.otpDigits).safeParse({ otp: '1234a6' }).error?.issues[0]?.message).toBe(
      'Please enter 6 digits',
    );
    expect(otpFormSchema().safeParse({ otp: '123456' }).success).toBe(true);
  });

  it('checks the new password against the rule and its confirmation', () => {
    const issues = (password: string, ConfirmPassword: string) =>
      NewPasswordFormSchema.safeParse({ password, ConfirmPassword }).error?.issues.map((i) => i.message) ?? [];
    expect(issues('short', 'short')).toContain(MESSAGES.passwordRule);
    expect(issues('Lumen#Garnet72', 'Lumen#Garnet73')).toEqual([MESSAGES.passwordMismatch]);
    expect(issues('Lumen#Garnet72', 'Lumen#Garnet72')).toEqual([]);
  });
});
