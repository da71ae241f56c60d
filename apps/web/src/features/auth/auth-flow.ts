/**
 * Where the shopper is in a sign-up, recovery or OTP sign-in flow (spec §3 "client auth state": e-mail, phone,
 * channel, page type). Kept in session storage, so a reload in the middle of a flow carries on where it was, and a
 * closed tab forgets it. `resendAt` is when Resend may be used again (120 s after the last code, or when the server says), so the
 * countdown survives a reload too.
 */
import type { OtpChannel } from '@lumen/contract/constants';
import { readSessionItem, writeSessionItem } from '../../lib/storage';

export type FlowKind = 'sign-up' | 'forgot-password' | 'otp-sign-in';

export type AuthFlow = {
  flow: FlowKind;
  email: string;
  phone: string;
  channel: OtpChannel | '';
  resendAt: number | null;
};

const KEY = 'lumen-auth-flow';
const FLOWS: ReadonlyArray<FlowKind> = ['sign-up', 'forgot-password', 'otp-sign-in'];

export function readFlow(): AuthFlow | null {
  try {
    const value = JSON.parse(readSessionItem(KEY) ?? 'null') as Partial<AuthFlow> | null;
    if (!value || !FLOWS.includes(value.flow as FlowKind)) return null;
    return {
      flow: value.flow as FlowKind,
      email: typeof value.email === 'string' ? value.email : '',
      phone: typeof value.phone === 'string' ? value.phone : '',
      channel:
        value.channel === 'email' || value.channel === 'sms' || value.channel === 'whatsapp' ? value.channel : '',
      resendAt: typeof value.resendAt === 'number' ? value.resendAt : null,
    };
  } catch {
    return null;
  }
}

/** Starts a flow, replacing any other. */
export function startFlow(flow: FlowKind, fields: Partial<Omit<AuthFlow, 'flow'>>): AuthFlow {
  const state: AuthFlow = { flow, email: '', phone: '', channel: '', resendAt: null, ...fields };
  writeSessionItem(KEY, JSON.stringify(state));
  return state;
}

export function updateFlow(fields: Partial<Omit<AuthFlow, 'flow'>>): AuthFlow | null {
  const current = readFlow();
  if (!current) return null;
  const next = { ...current, ...fields };
  writeSessionItem(KEY, JSON.stringify(next));
  return next;
}

export function clearFlow(): void {
  writeSessionItem(KEY, null);
}

/** The identifier fields of the flow's channel, as the OTP calls take them. */
export function identifierOfFlow(flow: AuthFlow): { email: string; Mobile_number: string } {
  return flow.channel === 'email' ? { email: flow.email, Mobile_number: '' } : { email: '', Mobile_number: flow.phone };
}
