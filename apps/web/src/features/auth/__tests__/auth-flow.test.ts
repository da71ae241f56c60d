import { afterEach, describe, expect, it } from 'vitest';
import {
  clearFlow,
  identifierOfFlow,
  readFlow,
  readReturnPath,
  setReturnPath,
  signInAgain,
  startFlow,
  takeReturnPath,
  updateFlow,
} from '../auth-flow';

afterEach(() => window.sessionStorage.clear());

describe('the auth flow state', () => {
  it('survives a reload in session storage, and a new flow replaces the old', () => {
    startFlow('sign-up', { email: 'asha@example.com', phone: '9876543210' });
    updateFlow({ channel: 'whatsapp', resendAt: 1000 });
    // What a reloaded page reads:
    expect(readFlow()).toEqual({
      flow: 'sign-up',
      name: '',
      email: 'asha@example.com',
      phone: '9876543210',
      channel: 'whatsapp',
      resendAt: 1000,
    });
    startFlow('forgot-password', { phone: '9876543210', channel: 'sms' });
    expect(readFlow()).toMatchObject({ flow: 'forgot-password', email: '', channel: 'sms', resendAt: null });
    clearFlow();
    expect(readFlow()).toBeNull();
  });

  it('reads damaged or foreign state as no flow at all', () => {
    for (const stored of ['{', '"text"', '{"flow":"hack"}', 'null']) {
      window.sessionStorage.setItem('lumen-auth-flow', stored);
      expect(readFlow()).toBeNull();
    }
    window.sessionStorage.setItem('lumen-auth-flow', '{"flow":"otp-sign-in","channel":"fax","email":7}');
    expect(readFlow()).toEqual({ flow: 'otp-sign-in', name: '', email: '', phone: '', channel: '', resendAt: null });
  });

  it('does not update a flow that was never started', () => {
    expect(updateFlow({ channel: 'email' })).toBeNull();
    expect(readFlow()).toBeNull();
  });

  it('names the identifier of the chosen channel for the OTP calls', () => {
    const flow = startFlow('sign-up', { email: 'asha@example.com', phone: '9876543210', channel: 'email' });
    expect(identifierOfFlow(flow)).toEqual({ email: 'asha@example.com', Mobile_number: '' });
    expect(identifierOfFlow({ ...flow, channel: 'sms' })).toEqual({ email: '', Mobile_number: '9876543210' });
  });
});

describe('the page to return to after signing in', () => {
  it('outlives the flows in between, then sign-in at their end still carries it', () => {
    setReturnPath('/cart/checkout');
    startFlow('sign-up', { email: 'asha@example.com' });
    clearFlow();
    expect(signInAgain()).toBe('/?next=%2Fcart%2Fcheckout');
  });

  it('is forgotten once taken, and plain sign-in follows', () => {
    setReturnPath('/cart/checkout');
    expect(takeReturnPath()).toBe('/cart/checkout');
    expect(readReturnPath()).toBeNull();
    expect(takeReturnPath()).toBeNull();
    expect(signInAgain()).toBe('/');
  });
});
