/**
 * Changing the e-mail or mobile number on /account/edit/{id}, with the API stubbed at the fetch level: the proof it
 * needs appears in place (the current password, or a code to the current address for an account without one) and is
 * sent with the save; the server's refusals show under that field; a save that leaves the change waiting shows the
 * code step.
 */

import type { UserProfile } from '@lumen/contract/account';
import { ACCOUNT_MESSAGES } from '@lumen/contract/account-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, PROFILE, refused, signIn, stubApi } from '../../../test/api-stub';
import {
  bodiesOf,
  boxes,
  CODE_WRONG,
  EDIT,
  EXPLANATION,
  field,
  location,
  NEW_EMAIL,
  openForm,
  password,
  pendingEmail,
  SAVE,
  SAVED_PENDING,
  USER_DATA,
} from './identifier-change-setup';

describe('the edit form asks for the proof a new e-mail or mobile number needs', () => {
  it('shows the current password and its explanation only while the e-mail or mobile number differs', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [USER_DATA]: () => ok(PROFILE),
      [SAVE]: () => ok({ ...PROFILE, name: `${PROFILE.name} R` }, ACCOUNT_MESSAGES.profileSaved),
      'GET /api/account/userAddress': () => new Promise<Response>(() => {}),
    });
    const email = await openForm();
    await user.type(field('Name'), ' R');

    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByText(EXPLANATION)).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    // The explanation sits in a polite live region, so it is announced as it appears.
    expect(screen.getByText(EXPLANATION).closest('[aria-live="polite"]')).not.toBeNull();

    // Back to the same address, only in capitals: no change, so no password.
    await user.clear(email);
    await user.type(email, PROFILE.email.toUpperCase());
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '9123456780');
    expect(password()).toBeInTheDocument();

    // A name-only save asks for nothing more, sends no proof, and returns to /account.
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), PROFILE.Mobile_number);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/account$/));
    expect(bodiesOf(api, SAVE)).toEqual([
      { name: `${PROFILE.name} R`, email: PROFILE.email, Mobile_Number: PROFILE.Mobile_number },
    ]);
  });

  it('saving a new e-mail without the password says so under the field and sends nothing', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [USER_DATA]: () => ok(PROFILE) });
    const email = await openForm();
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));

    const message = 'Please enter your current password to change your email or mobile number.';
    await waitFor(() => expect(password()).toHaveAccessibleDescription(message));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(api.count(SAVE)).toBe(0);
  });

  it("a wrong password: the server's message under Current password, and the screen stays", async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [USER_DATA]: () => ok(PROFILE),
      [SAVE]: () => refused(400, ACCOUNT_MESSAGES.passwordWrong),
    });
    const email = await openForm();
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    await user.type(password(), 'Wrong#Pass1');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));

    await waitFor(() => expect(password()).toHaveAccessibleDescription('Your current password is incorrect.'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(bodiesOf(api, SAVE)).toEqual([
      {
        name: PROFILE.name,
        email: NEW_EMAIL,
        Mobile_Number: PROFILE.Mobile_number,
        current_password: 'Wrong#Pass1',
      },
    ]);
    expect(location()).toHaveTextContent(EDIT);
    expect(screen.queryByText(/Enter the 6-digit code/)).not.toBeInTheDocument();
  });

  it('a save that leaves the change waiting shows the code step: the new address, focus in the boxes, Resend waiting 02:00', async () => {
    const user = userEvent.setup();
    signIn();
    let server = PROFILE;
    const api = stubApi({
      [USER_DATA]: () => ok(server),
      [SAVE]: () => {
        server = pendingEmail;
        return ok(pendingEmail, SAVED_PENDING);
      },
    });
    const email = await openForm();
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    await user.type(password(), 'Lumen#Garnet72');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));

    expect(await screen.findByText(SAVED_PENDING)).toBeInTheDocument();
    const step = await screen.findByRole('region', { name: 'Confirm your new email address' });
    expect(within(step).getByRole('group', { name: `Enter the 6-digit code we sent to ${NEW_EMAIL}` })).toBeVisible();
    expect(step).toHaveTextContent(`Until you do, your account keeps ${PROFILE.email}.`);
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    expect(within(step).getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(step).toHaveTextContent('You can ask for a new code in 02:00');
    expect(screen.queryByRole('button', { name: 'SAVE CHANGES' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(EDIT);
    expect(bodiesOf(api, SAVE)[0]).toMatchObject({ email: NEW_EMAIL, current_password: 'Lumen#Garnet72' });
  });
});

describe('proving the current, unverified mobile number', () => {
  it('Verify it asks for the password, sends verify with the save, and the step reads "Verify your mobile number"', async () => {
    const user = userEvent.setup();
    signIn();
    const unproved = { ...PROFILE, mobile_verified: false };
    let server: UserProfile = unproved;
    const api = stubApi({
      [USER_DATA]: () => ok(server),
      [SAVE]: () => {
        server = { ...unproved, pending_mobile: PROFILE.Mobile_number };
        return ok(server, 'Enter the code we sent to ******3210 to verify your mobile number.');
      },
    });
    await openForm();
    expect(screen.getByText('This mobile number is not verified yet.')).toBeVisible();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify it' }));
    expect(screen.getByRole('button', { name: 'Don’t verify now' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('To verify it, enter your current password. We will then send a code to it.'),
    ).toBeVisible();
    await user.type(password(), 'Lumen#Garnet72');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));

    const step = await screen.findByRole('region', { name: 'Verify your mobile number' });
    expect(step).not.toHaveTextContent('Until you do');
    expect(within(step).getByRole('button', { name: 'Not now' })).toBeVisible();
    expect(bodiesOf(api, SAVE)[0]).toMatchObject({ verify: ['mobile'], current_password: 'Lumen#Garnet72' });
  });

  it('editing the number hides the switch: a new number is proved anyway', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [USER_DATA]: () => ok({ ...PROFILE, mobile_verified: false }) });
    await openForm();
    const mobile = field('Mobile Number');
    await user.clear(mobile);
    await user.type(mobile, '9123456789');
    expect(screen.queryByRole('button', { name: 'Verify it' })).not.toBeInTheDocument();
    expect(screen.getByText(EXPLANATION)).toBeVisible();
  });
});

describe('an account without a password proves itself with a code to its current address', () => {
  const noPassword: UserProfile = { ...PROFILE, has_password: false };
  const CODE_SENT = ACCOUNT_MESSAGES.reauthCodeSent('a***@example.com');

  it('Send me a code shows its message; the code goes with the save, and a wrong one shows under the field', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [USER_DATA]: () => ok(noPassword),
      'POST /api/account/reauthentication-code': () => ok(undefined, CODE_SENT),
      [SAVE]: () => refused(400, CODE_WRONG),
    });
    const email = await openForm();
    await user.clear(email);
    await user.type(email, NEW_EMAIL);

    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findAllByText(CODE_SENT)).not.toHaveLength(0);
    expect(screen.getByText(CODE_SENT, { selector: 'p' })).toHaveAttribute('role', 'status');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();

    await user.type(code, '12a34 56');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(CODE_WRONG));
    expect(bodiesOf(api, SAVE)).toEqual([
      { name: PROFILE.name, email: NEW_EMAIL, Mobile_Number: PROFILE.Mobile_number, current_otp: '123456' },
    ]);
  });

  it('saving without the code asks for it first', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [USER_DATA]: () => ok(noPassword) });
    const email = await openForm();
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Please enter the code we sent to your current email or mobile number.'),
    );
    expect(api.count(SAVE)).toBe(0);
  });
});
