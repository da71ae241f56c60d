/**
 * The code step of a waiting e-mail or mobile number change on /account/edit/{id} (six boxes, VERIFY, Resend with its
 * countdown, Cancel change), also when the shopper comes back later; a confirmed change goes into the cache and back
 * to /account. The overview says which address is not verified and which change waits for its code.
 */

import type { UserProfile } from '@lumen/contract/account';
import { ACCOUNT_MESSAGES } from '@lumen/contract/account-messages';
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, ok, PROFILE, refused, signIn, stubApi } from '../../../test/api-stub';
import { jsonResponse } from '../../../test/render';
import {
  bodiesOf,
  boxes,
  CANCEL,
  CODE_WRONG,
  CONFIRMED,
  EDIT,
  location,
  NEW_EMAIL,
  pendingEmail,
  RESEND,
  renderAccount,
  USER_DATA,
  VERIFY,
} from './identifier-change-setup';

describe('the code step', () => {
  it('coming back later shows it; VERIFY is busy while it runs, then the new profile is cached and /account shows it', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred<Response>();
    const confirmed: UserProfile = { ...PROFILE, email: NEW_EMAIL };
    let userDataCalls = 0;
    const api = stubApi({
      // The first load shows the change waiting; any later one never answers, so /account can only show the cache.
      [USER_DATA]: () => (userDataCalls++ === 0 ? ok(pendingEmail) : new Promise<Response>(() => {})),
      [VERIFY]: () => answer.promise,
    });
    renderAccount();

    const step = await screen.findByRole('region', { name: 'Confirm your new email address' });
    // Nothing was sent from this visit: Resend may be used at once.
    expect(within(step).getByRole('button', { name: 'Resend' })).toBeEnabled();

    await user.click(within(step).getByRole('button', { name: 'VERIFY' }));
    expect(await within(step).findByText('Please enter all 6 digits')).toBeInTheDocument();
    expect(api.count(VERIFY)).toBe(0);

    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('482913');
    await user.click(within(step).getByRole('button', { name: 'VERIFY' }));
    const busy = await within(step).findByRole('button', { name: 'VERIFYING...' });
    expect(busy).toBeDisabled();
    expect(within(step).getByRole('button', { name: 'Cancel change' })).toBeDisabled();
    expect(bodiesOf(api, VERIFY)).toEqual([{ otp: '482913' }]);

    answer.resolve(jsonResponse(200, { status: true, message: CONFIRMED, data: confirmed }));
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/account$/));
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getAllByRole('definition')[1]).toHaveTextContent(NEW_EMAIL);
    expect(profile).not.toHaveTextContent('Waiting for confirmation');
  });

  it('a wrong code: the message under the boxes and in a toast; the step stays', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [USER_DATA]: () => ok(pendingEmail), [VERIFY]: () => refused(400, CODE_WRONG) });
    renderAccount();
    await screen.findByRole('region', { name: 'Confirm your new email address' });
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));

    const group = screen.getByRole('group', { name: `Enter the 6-digit code we sent to ${NEW_EMAIL}` });
    await waitFor(() => expect(group).toHaveAccessibleDescription(CODE_WRONG));
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    // Under the boxes, and in the toast.
    await waitFor(() => expect(screen.getAllByText(CODE_WRONG)).toHaveLength(2));
    expect(location()).toHaveTextContent(EDIT);
    expect(screen.getByRole('button', { name: 'VERIFY' })).toBeEnabled();
  });

  it('Resend: a new code, its message in the status line, the boxes cleared and the 120 s wait started', async () => {
    const user = userEvent.setup();
    signIn();
    const resent = ACCOUNT_MESSAGES.codeResent;
    const api = stubApi({ [USER_DATA]: () => ok(pendingEmail), [RESEND]: () => ok(undefined, resent) });
    renderAccount();
    const step = await screen.findByRole('region', { name: 'Confirm your new email address' });
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');

    await user.click(within(step).getByRole('button', { name: 'Resend' }));

    await waitFor(() => expect(within(step).getByRole('status')).toHaveTextContent(resent));
    expect(api.count(RESEND)).toBe(1);
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(step).toHaveTextContent('You can ask for a new code in 02:00');
    expect(within(step).getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it('a resend the server refuses (429): its message with the time left, and the countdown from its Retry-After', async () => {
    const user = userEvent.setup();
    signIn();
    const wait = AUTH_MESSAGES.waitForCode(75);
    stubApi({
      [USER_DATA]: () => ok(pendingEmail),
      [RESEND]: () =>
        new Response(JSON.stringify({ status: false, message: wait }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '75' },
        }),
    });
    renderAccount();
    const step = await screen.findByRole('region', { name: 'Confirm your new email address' });
    await user.click(within(step).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText(`${wait} (01:15 left)`)).toBeInTheDocument();
    expect(step).toHaveTextContent(/You can ask for a new code in 01:1[45]/);
    expect(within(step).getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it('Cancel change: the server forgets it, its message is shown and the form is back with the current address', async () => {
    const user = userEvent.setup();
    signIn();
    let server = pendingEmail;
    const api = stubApi({
      [USER_DATA]: () => ok(server),
      [CANCEL]: () => {
        server = PROFILE;
        return ok(PROFILE, ACCOUNT_MESSAGES.changeCancelled);
      },
    });
    renderAccount();
    const step = await screen.findByRole('region', { name: 'Confirm your new email address' });
    await user.click(within(step).getByRole('button', { name: 'Cancel change' }));

    expect(await screen.findByText('The change was cancelled.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(PROFILE.email);
    expect(screen.queryByRole('region', { name: 'Confirm your new email address' })).not.toBeInTheDocument();
    expect(api.count(CANCEL)).toBe(1);
  });

  it('a waiting mobile number has its own step', async () => {
    signIn();
    stubApi({ [USER_DATA]: () => ok({ ...PROFILE, pending_mobile: '9123456780' }) });
    renderAccount();
    const step = await screen.findByRole('region', { name: 'Confirm your new mobile number' });
    expect(within(step).getByRole('group', { name: 'Enter the 6-digit code we sent to 9123456780' })).toBeVisible();
    expect(step).toHaveTextContent(`Until you do, your account keeps ${PROFILE.Mobile_number}.`);
  });
});

describe('the overview', () => {
  it('says which address is not verified and which change waits for its code, with a link to enter it', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [USER_DATA]: () => ok({ ...pendingEmail, mobile_verified: false }),
      'GET /api/account/userAddress': () => ok(null),
    });
    renderAccount('/account');

    const profile = await screen.findByRole('region', { name: 'Profile' });
    const [, email, mobile] = await within(profile).findAllByRole('definition');
    expect(email).toHaveTextContent(`${PROFILE.email} Waiting for confirmation: ${NEW_EMAIL} — Enter code`);
    expect(email).not.toHaveTextContent('Not verified');
    expect(mobile).toHaveTextContent(`${PROFILE.Mobile_number} Not verified`);
    const link = within(email as HTMLElement).getByRole('link', { name: 'Enter code' });
    expect(link).toHaveAttribute('href', EDIT);

    await user.click(link);
    expect(await screen.findByRole('region', { name: 'Confirm your new email address' })).toBeInTheDocument();
  });
});
