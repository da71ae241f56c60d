/**
 * Guest checkout in the browser (issue 14): the sign-in screen offers it when checkout sent the shopper there; the
 * guest screen asks for the details and the code, then goes on to checkout signed in; an order's link from a guest's
 * confirmation opens the order.
 */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { GUEST_MESSAGES } from '@lumen/contract/guest-messages';
import { MESSAGES } from '@lumen/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserToken } from '../../../lib/storage';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { RequireSession } from '../../account/components/require-session';
import { GuestCheckoutScreen } from '../guest-checkout-screen';
import { SignInScreen } from '../sign-in-screen';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

type Call = { url: string; body: Record<string, unknown> | undefined };

/** A server answering each path with `answers[path]` (a 404 otherwise); the calls it saw. */
function stubServer(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://shop.test').pathname;
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answers[url]?.() ?? jsonResponse(404, { status: false, message: 'Not found' });
    }),
  );
  return calls;
}

const location = () => screen.getByTestId('location').textContent;

describe('the sign-in screen', () => {
  it('offers to continue as a guest when checkout sent the shopper, and not otherwise', async () => {
    const { unmount } = renderWithApp(<SignInScreen />, { route: '/?next=%2Fcart%2Fcheckout' });
    expect(screen.getByRole('heading', { name: 'No account? No problem.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CONTINUE AS GUEST' })).toHaveAttribute('href', '/guest-checkout');
    unmount();
    renderWithApp(<SignInScreen />, { route: '/' });
    expect(screen.queryByRole('link', { name: 'CONTINUE AS GUEST' })).not.toBeInTheDocument();
  });
});

describe('/guest-checkout', () => {
  it('asks for every detail and where the code goes, and sends nothing until they are right', async () => {
    const calls = stubServer({});
    const user = userEvent.setup();
    renderWithApp(<GuestCheckoutScreen />, { route: '/guest-checkout' });
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(MESSAGES.required('Name')));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.otpChannelRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the code, takes it, and goes on to checkout signed in', async () => {
    const calls = stubServer({
      '/api/guest/checkout': () => jsonResponse(200, { status: true, message: AUTH_MESSAGES.codeSent }),
      '/api/user/otpVerification': () =>
        jsonResponse(200, {
          status: true,
          message: AUTH_MESSAGES.verified,
          authentication: { accessToken: 'guest-token' },
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<GuestCheckoutScreen />, { route: '/guest-checkout' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nisha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nisha@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '98765 43210');
    expect(screen.getByRole('radio', { name: /SMS\s*9876543210/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Email\s*nisha@example.com/ }));
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));

    expect(await screen.findByText('Enter the 6-digit code we sent to nisha@example.com.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/api/guest/checkout',
      body: { name: 'Nisha Rao', email: 'nisha@example.com', Mobile_number: '9876543210', type: 'email' },
    });
    const boxes = screen.getAllByRole('textbox', { name: /Digit \d of 6/ });
    await user.click(boxes[0] as HTMLElement);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));

    await waitFor(() => expect(location()).toBe('/cart/checkout'));
    expect(calls[1]).toEqual({ url: '/api/user/otpVerification', body: { otp: '123456', email: 'nisha@example.com' } });
    expect(getUserToken()).toBe('guest-token');
  });

  it('keeps the code step over a reload, and Change details goes back to the form', async () => {
    stubServer({ '/api/guest/checkout': () => jsonResponse(200, { status: true, message: AUTH_MESSAGES.codeSent }) });
    const user = userEvent.setup();
    const first = renderWithApp(<GuestCheckoutScreen />, { route: '/guest-checkout' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nisha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nisha@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.click(screen.getByRole('radio', { name: /SMS/ }));
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to 9876543210.')).toBeInTheDocument();
    first.unmount();

    renderWithApp(<GuestCheckoutScreen />, { route: '/guest-checkout' });
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.getByRole('button', { name: 'SEND CODE' })).toBeInTheDocument();
  });
});

describe("an order's link from a guest's confirmation", () => {
  const renderOrderRoute = (route: string) =>
    renderWithApp(
      <Routes>
        <Route element={<RequireSession />}>
          <Route path="/order-details/:id" element={<p>The order</p>} />
        </Route>
        <Route path="/" element={<p>Sign in</p>} />
      </Routes>,
      { route },
    );

  it('opens a session with the key, then shows the order without the key in the address', async () => {
    const calls = stubServer({
      '/api/orders/LJ-2026-000042/access': () =>
        jsonResponse(200, {
          status: true,
          message: GUEST_MESSAGES.opened,
          authentication: { accessToken: 'link-token' },
        }),
    });
    renderOrderRoute('/order-details/LJ-2026-000042?key=123.abc');
    expect(screen.getByText('Opening your order…')).toBeInTheDocument();
    expect(await screen.findByText('The order')).toBeInTheDocument();
    expect(location()).toBe('/order-details/LJ-2026-000042');
    expect(calls).toEqual([{ url: '/api/orders/LJ-2026-000042/access', body: { key: '123.abc' } }]);
    expect(getUserToken()).toBe('link-token');
  });

  it('sends the shopper to sign in, back to the order, when the link no longer opens it', async () => {
    stubServer({
      '/api/orders/LJ-2026-000042/access': () =>
        jsonResponse(403, { status: false, message: GUEST_MESSAGES.linkInvalid }),
    });
    renderOrderRoute('/order-details/LJ-2026-000042?key=123.abc');
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(location()).toBe(`/?next=${encodeURIComponent('/order-details/LJ-2026-000042')}`);
    expect(getUserToken()).toBeNull();
  });
});
