import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SESSION_ENDED_EVENT } from '../api-client';
import { needsSession, SessionGuard } from '../session';

describe('SessionGuard', () => {
  it('takes the shopper from a page that needs a session back to sign-in when the server ends it', () => {
    renderWithApp(<SessionGuard />, { route: '/address/edit/4' });
    act(() => {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('leaves a shopper browsing the catalogue where they are', () => {
    renderWithApp(<SessionGuard />, { route: '/product?q=ring' });
    act(() => {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    expect(screen.getByTestId('location').textContent).toBe('/product?q=ring');
  });

  it('knows which pages need a session', () => {
    expect(['/account', '/account/edit/3', '/orders', '/wishlist', '/create-password'].every(needsSession)).toBe(true);
    expect(['/', '/home', '/product', '/product-details/2', '/sign-up'].some(needsSession)).toBe(false);
  });
});
