/**
 * 'Sign in With Google' in the browser (decision 038): shown only with the shop's client ID; pressing it opens Google's
 * prompt and posts the token Google hands over; a new account goes on to /account/complete; when the prompt does not
 * open, Google's own button is drawn; when Google's script cannot load, the shopper is told.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_SCRIPT_URL, type GoogleAccountsId } from '../../../lib/google-identity';
import { getUserToken } from '../../../lib/storage';
import { PROFILE } from '../../../test/api-stub';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { GOOGLE_UNAVAILABLE } from '../components/google-sign-in';
import { SignInScreen } from '../sign-in-screen';

const CLIENT_ID = 'lumen-shop.apps.googleusercontent.com';

afterEach(() => {
  window.localStorage.clear();
  window.google = undefined;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  vi.unstubAllGlobals();
});

/** Google's `google.accounts.id`, whose prompt hands over `credential` or says it did not open. */
function stubGoogle(prompt: 'hand-over' | 'not-displayed') {
  let callback: ((response: { credential: string }) => void) | undefined;
  const id = {
    initialize: vi.fn((config: { callback: (response: { credential: string }) => void }) => {
      callback = config.callback;
    }),
    prompt: vi.fn((listener?: (moment: { isNotDisplayed: () => boolean }) => void) => {
      if (prompt === 'hand-over') callback?.({ credential: 'google-id-token' });
      else listener?.({ isNotDisplayed: () => true });
    }),
    renderButton: vi.fn(),
    cancel: vi.fn(),
  };
  window.google = { accounts: { id: id as unknown as GoogleAccountsId } };
  return id;
}

/** The shop's answers: the Google sign-in, then a profile without a mobile number and no address. */
function stubShop() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://shop.test').pathname;
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/user/signInWithGoogle') {
        return jsonResponse(200, {
          status: true,
          message: 'Signed in.',
          data: { authentication: { accessToken: 'tok' } },
        });
      }
      if (url === '/api/account/userData') {
        return jsonResponse(200, { status: true, message: 'OK', data: { ...PROFILE, Mobile_number: '' } });
      }
      if (url === '/api/account/userAddress') return jsonResponse(200, { status: true, message: 'OK', data: null });
      return jsonResponse(404, { status: false, message: 'Not found' });
    }),
  );
  return calls;
}

describe('Sign in With Google', () => {
  it('is not offered without the shop’s client ID', () => {
    renderWithApp(<SignInScreen />);
    expect(screen.queryByRole('button', { name: 'Sign in With Google' })).not.toBeInTheDocument();
  });

  it('posts the token Google hands over, starts the session and asks a new account for what it lacks', async () => {
    const google = stubGoogle('hand-over');
    const calls = stubShop();
    renderWithApp(<SignInScreen />, { googleClientId: CLIENT_ID });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in With Google' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/complete?next=%2Faccount'));
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));
    expect(calls.find((call) => call.url === '/api/user/signInWithGoogle')?.body).toEqual({
      credential: 'google-id-token',
    });
    expect(getUserToken()).toBe('tok');
  });

  it('draws Google’s own button when Google’s prompt does not open', async () => {
    const google = stubGoogle('not-displayed');
    stubShop();
    renderWithApp(<SignInScreen />, { googleClientId: CLIENT_ID });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in With Google' }));
    expect(await screen.findByText(/Google did not open its sign-in window/)).toBeInTheDocument();
    await waitFor(() => expect(google.renderButton).toHaveBeenCalledTimes(1));
    expect(google.renderButton.mock.calls[0]?.[0]).toBeInstanceOf(HTMLDivElement);
  });

  it('says so when Google’s script cannot load, and keeps the button', async () => {
    stubShop();
    renderWithApp(<SignInScreen />, { googleClientId: CLIENT_ID });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in With Google' }));
    // jsdom loads no script: the one added for Google's fails, as a blocked one does.
    expect(await screen.findByText(GOOGLE_UNAVAILABLE)).toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in With Google' })).toBeEnabled();
  });
});
