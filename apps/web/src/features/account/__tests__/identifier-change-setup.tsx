/**
 * The setup the identifier-change screen tests share (identifier-change-*.test.tsx): the new address, the server's
 * answers from the contract, the stubbed calls by name, and the screens routed as the app routes them.
 */
import type { UserProfile } from '@lumen/contract/account';
import { ACCOUNT_MESSAGES, IDENTIFIER_LABELS } from '@lumen/contract/account-messages';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PROFILE, type stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AccountEditScreen } from '../account-edit-screen';
import { AccountOverviewScreen } from '../account-overview-screen';

export const NEW_EMAIL = 'asha.verma@example.org';
export const EXPLANATION =
  'To change your email or mobile number, enter your current password. We will send a code to the new address to confirm it.';
export const SAVED_PENDING = ACCOUNT_MESSAGES.confirmChange(IDENTIFIER_LABELS.email, 'a***@example.org');
export const CONFIRMED = ACCOUNT_MESSAGES.changeConfirmed(IDENTIFIER_LABELS.email);
export const CODE_WRONG = ACCOUNT_MESSAGES.codeWrong;
export const EDIT = `/account/edit/${PROFILE.id}`;
export const USER_DATA = 'GET /api/account/userData';
export const SAVE = `POST /api/account/edit/${PROFILE.id}`;
export const VERIFY = 'POST /api/account/identifier-change/email/verify';
export const RESEND = 'POST /api/account/identifier-change/email/resend';
export const CANCEL = 'DELETE /api/account/identifier-change/email';

export const pendingEmail: UserProfile = { ...PROFILE, pending_email: NEW_EMAIL };

export function renderAccount(route = EDIT) {
  renderWithApp(
    <Routes>
      <Route path="/account" element={<AccountOverviewScreen />} />
      <Route path="/account/edit/:id" element={<AccountEditScreen />} />
    </Routes>,
    { route },
  );
}

/** The JSON bodies sent with `key` ('POST /api/…'), oldest first. */
export function bodiesOf(api: ReturnType<typeof stubApi>, key: string): unknown[] {
  return api.fetchMock.mock.calls
    .filter(([url, init = {}]) => `${init.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init = {}]) => JSON.parse(String(init.body ?? 'null')));
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const password = () => screen.getByLabelText('Current password');
export const location = () => screen.getByTestId('location');
export const boxes = () =>
  Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Digit ${i + 1} of 6` }));

export async function openForm() {
  renderAccount();
  return screen.findByRole('textbox', { name: 'Email' });
}
