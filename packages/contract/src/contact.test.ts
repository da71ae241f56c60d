import { describe, expect, it } from 'vitest';
import { ContactRequestSchema } from './contact';
import { MESSAGES } from './messages';

const messageFor = (input: unknown) => ContactRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('ContactRequestSchema', () => {
  it('accepts an e-mail address or a mobile number and trims the fields', () => {
    expect(ContactRequestSchema.parse({ name: ' Asha ', email: 'a@b.co', message: ' Hello ' })).toEqual({
      name: 'Asha',
      email: 'a@b.co',
      message: 'Hello',
    });
    expect(ContactRequestSchema.safeParse({ name: 'A', email: '9876543210', message: 'Hi' }).success).toBe(true);
  });

  it('requires every field with a message naming it', () => {
    expect(messageFor({ email: 'a@b.co', message: 'Hi' })).toBe('Name is required');
    expect(messageFor({ name: 'A', email: '', message: 'Hi' })).toBe('Email is required');
    expect(messageFor({ name: 'A', email: 'a@b.co', message: '   ' })).toBe('Message is required');
  });

  it('uses the spec’s identifier message for anything else', () => {
    expect(messageFor({ name: 'A', email: 'asha', message: 'Hi' })).toBe(MESSAGES.identifierInvalid);
  });
});
