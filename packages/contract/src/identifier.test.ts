import { describe, expect, it } from 'vitest';
import { parseIdentifier } from './identifier';
import { sanitizeMobile } from './sanitize';

describe('parseIdentifier (spec §5)', () => {
  it('reads a value with @ as an e-mail address, lower-cased', () => {
    expect(parseIdentifier(' Asha@Example.COM ')).toEqual({ kind: 'email', email: 'asha@example.com' });
  });

  it('reads a value of digits only as a mobile number', () => {
    expect(parseIdentifier('9876543210')).toEqual({ kind: 'mobile', mobile: '9876543210' });
  });

  it.each(['asha', '98765-43210', '+919876543210', 'asha@', '@example.com', '12345678901', ''])(
    'refuses %j',
    (value) => {
      expect(parseIdentifier(value)).toBeNull();
    },
  );
});

describe('sanitizeMobile', () => {
  it('keeps digits only and at most ten of them', () => {
    expect(sanitizeMobile('+91 98765-43210')).toBe('9198765432');
    expect(sanitizeMobile('98a76b')).toBe('9876');
  });
});
