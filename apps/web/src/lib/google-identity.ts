/**
 * Google Identity Services in the browser (decision 038). The shop offers Sign in with Google only when it has a client
 * ID: the server names it in every page's `<meta name="google-client-id">` and renders with it
 * (`GoogleClientIdContext`), so the button is in the server's HTML exactly when the browser will show it. Google's
 * script is fetched only when a shopper presses the button, never with the page, and once per tab.
 */
import { createContext, useContext } from 'react';

/** The ID token Google gives the page: what the shop's server verifies. */
export type GoogleCredentialResponse = { credential: string; select_by?: string };

/** What the prompt tells the page about its window; with FedCM, only some of these exist. */
export type GooglePromptNotification = {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
};

/** The part of `google.accounts.id` the shop uses. */
export type GoogleAccountsId = {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
    use_fedcm_for_button?: boolean;
    itp_support?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      width?: number;
      locale?: string;
    },
  ): void;
  cancel(): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;

/** The shop's Google client ID as the page was rendered with it; undefined: no Sign in with Google. */
export const GoogleClientIdContext = createContext<string | undefined>(undefined);

export const useGoogleClientId = () => useContext(GoogleClientIdContext);

let loading: Promise<GoogleAccountsId> | null = null;

/**
 * Google's script, added to the page the first time it is needed; rejects when it does not load within 10 s (blocked,
 * offline), and a later call tries again.
 */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(), LOAD_TIMEOUT_MS);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('Google sign-in could not load.'));
    }
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onerror = fail;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (!id) return fail();
      window.clearTimeout(timer);
      resolve(id);
    };
    document.head.append(script);
  });
  return loading;
}
