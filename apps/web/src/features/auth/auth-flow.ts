/**
 * Where the shopper is in a sign-up, recovery or OTP sign-in flow (spec §3 "client auth state": e-mail, phone,
 * channel, page type). Kept in session storage, so a reload in the middle of a flow carries on where it was, and a
 * closed tab forgets it. `resendAt` is when Resend may be used again (120 s after the last code, or when the server says), so the
 * countdown survives a reload too.
 */
import type { OtpChannel } from '@lumen/contract/constants';
import { paths } from '../../lib/paths';
import { readSessionItem, writeSessionItem } from '../../lib/storage';

export type FlowKind = 'sign-up' | 'forgot-password' | 'otp-sign-in' | 'guest';

export type AuthFlow = {
  flow: FlowKind;
  /** The guest checkout's name (its code is asked for again with the same details). */
  name: string;
  email: string;
  phone: string;
  channel: OtpChannel | '';
  resendAt: number | null;
};

const KEY = 'lumen-auth-flow';
const FLOWS: ReadonlyArray<FlowKind> = ['sign-up', 'forgot-password', 'otp-sign-in', 'guest'];

export function readFlow(): AuthFlow | null {
  try {
    const value = JSON.parse(readSessionItem(KEY) ?? 'null') as Partial<AuthFlow> | null;
    if (!value || !FLOWS.includes(value.flow as FlowKind)) return null;
    return {
      flow: value.flow as FlowKind,
      name: typeof value.name === 'string' ? value.name : '',
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
  const state: AuthFlow = { flow, name: '', email: '', phone: '', channel: '', resendAt: null, ...fields };
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

const RETURN_KEY = 'lumen-return-to';

/**
 * The page that sent the shopper to sign in (the sign-in screen's `?next=`, already checked by `returnPath`), kept
 * for the tab while they sign in by code, or sign up or recover a password and then sign in: the sign-in screen
 * sets it from its URL (null clears it), and whichever way the shopper signs in takes it.
 */
export function setReturnPath(path: string | null): void {
  writeSessionItem(RETURN_KEY, path);
}

export function readReturnPath(): string | null {
  return readSessionItem(RETURN_KEY);
}

/** The page to return to, forgotten once read (a later sign-in starts afresh). */
export function takeReturnPath(): string | null {
  const path = readReturnPath();
  setReturnPath(null);
  return path;
}

/** Sign-in at the end of sign-up or recovery (spec §4), still on its way back to the page that asked for it. */
export function signInAgain(): string {
  const path = readReturnPath();
  return path ? paths.signInThen(path) : paths.signIn;
}

/** The identifier fields of the flow's channel, as the OTP calls take them. */
export function identifierOfFlow(flow: AuthFlow): { email: string; Mobile_number: string } {
  return flow.channel === 'email' ? { email: flow.email, Mobile_number: '' } : { email: '', Mobile_number: flow.phone };
}
