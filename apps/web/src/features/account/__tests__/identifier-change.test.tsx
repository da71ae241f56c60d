/**
 * Changing the e-mail or mobile number on /account/edit/{id}, with the API stubbed at the fetch level: the proof it
 * needs appears in place (the current password, or a code to the current address for an account without one) and is
 * sent with the save; the server's refusals show under that field; a save that leaves the change waiting shows the
 * code step (six boxes, VERIFY, Resend with its countdown, Cancel change), also when the shopper comes back later;
 * a confirmed change goes into the cache and back to /account. The overview says which address is not verified and
 * which change waits for its code.
 */
import type { UserProfile } from '@lumen/contract/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferred, ok, PROFILE, refused, signIn, stubApi } from '../../../test/api-stub';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { AccountEditScreen } from '../account-edit-screen';
import { AccountOverviewScreen } from '../account-overview-screen';

const NEW_EMAIL = 'asha.verma@example.org';
const EXPLANATION =
  'To change your email or mobile number, enter your current password. We will send a code to the new address to confirm it.';
const SAVED_PENDING =
  'Your profile has been updated. Enter the code we sent to a***@example.org to confirm your new email address.';
const CONFIRMED = 'Your email address has been changed. Other devices were signed out.';
const CODE_WRONG = 'That code is incorrect or has expired. Please check it or ask for a new one.';
const EDIT = `/account/edit/${PROFILE.id}`;
const USER_DATA = 'GET /api/account/userData';
const SAVE = `POST /api/account/edit/${PROFILE.id}`;
const VERIFY = 'POST /api/account/identifier-change/email/verify';
const RESEND = 'POST /api/account/identifier-change/email/resend';
const CANCEL = 'DELETE /api/account/identifier-change/email';

const pendingEmail: UserProfile = { ...PROFILE, pending_email: NEW_EMAIL };

function renderAccount(route = EDIT) {
  renderWithApp(
    <Routes>
      <Route path="/account" element={<AccountOverviewScreen />} />
      <Route path="/account/edit/:id" element={<AccountEditScreen />} />
    </Routes>,
    { route },
  );
}

/** The JSON bodies sent with `key` ('POST /api/…'), oldest first. */
function bodiesOf(api: ReturnType<typeof stubApi>, key: string): unknown[] {
  return api.fetchMock.mock.calls
    .filter(([url, init = {}]) => `${init.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init = {}]) => JSON.parse(String(init.body ?? 'null')));
}

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText('Current password');
const location = () => screen.getByTestId('location');
const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Digit ${i + 1} of 6` }));

async function openForm() {
  renderAccount();
  return screen.findByRole('textbox', { name: 'Email' });
}

describe('the edit form asks for the proof a new e-mail or mobile number needs', () => {
  it('shows the current password and its explanation only while the e-mail or mobile number differs', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [USER_DATA]: () => ok(PROFILE),
      [SAVE]: () => ok({ ...PROFILE, name: `${PROFILE.name} R` }, 'Your profile has been updated.'),
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
      [SAVE]: () => refused(400, 'current_password: Your current password is incorrect.'),
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
    const resent = 'We have sent a new code. It is valid for 10 minutes.';
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
    const wait = 'Please wait 75 seconds before asking for a new code.';
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
        return ok(PROFILE, 'The change was cancelled.');
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

describe('an account without a password proves itself with a code to its current address', () => {
  const noPassword: UserProfile = { ...PROFILE, has_password: false };
  const CODE_SENT = 'We have sent a code to a***@example.com. Enter it to confirm the change.';

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
