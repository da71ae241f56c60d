import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { MESSAGES } from '@lumen/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { SignInScreen } from '../sign-in-screen';
import { SignUpScreen } from '../sign-up-screen';

afterEach(() => window.sessionStorage.clear());

function stubFetch(status = 401, message: string = AUTH_MESSAGES.badCredentials) {
  const fetchMock = vi.fn(async () => jsonResponse(status, { status: false, message }));
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, {
    bodies: () =>
      fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body))),
  });
}

/** The sign-in screen with the server stubbed to refuse; its fields, a user and the stub. */
function renderSignIn() {
  const fetchMock = stubFetch();
  renderWithApp(<SignInScreen />, { route: '/' });
  return {
    user: userEvent.setup(),
    fetchMock,
    identifier: screen.getByRole('textbox', { name: 'Email or Mobile Number' }),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'SIGN IN' }),
  };
}

describe('sign-in: the identifier rule (spec §5)', () => {
  it.each([
    ['a name', 'Asha Verma'],
    ['an @ without an address', 'asha@'],
    ['a number with separators', '98765-43210'],
    ['more than ten digits', '98765432101'],
    ['an empty field', ''],
  ])('refuses %s with the message under the field, focused, and sends nothing', async (_, value) => {
    const { user, fetchMock, ...form } = renderSignIn();
    if (value) await user.type(form.identifier, value);
    await user.type(form.password, 'Lumen#Garnet72');
    await user.click(form.submit);

    expect(await screen.findByText(MESSAGES.identifierInvalid)).toBeInTheDocument();
    expect(form.identifier).toHaveAccessibleDescription(MESSAGES.identifierInvalid);
    expect(form.identifier).toHaveAttribute('aria-invalid', 'true');
    expect(form.identifier).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the message goes once the identifier is fixed', async () => {
    const { user, ...form } = renderSignIn();
    await user.type(form.identifier, 'asha');
    await user.click(form.submit);
    expect(await screen.findByText(MESSAGES.identifierInvalid)).toBeInTheDocument();

    await user.type(form.identifier, '@example.com');
    await waitFor(() => expect(screen.queryByText(MESSAGES.identifierInvalid)).not.toBeInTheDocument());
    expect(form.identifier).not.toHaveAttribute('aria-invalid');
  });

  it('an address (it has @) is sent as email, all digits as Mobile_number', async () => {
    const { user, fetchMock, ...form } = renderSignIn();

    await user.type(form.identifier, 'Asha@Example.com');
    await user.type(form.password, 'Lumen#Garnet72');
    await user.click(form.submit);
    expect(await screen.findByText(AUTH_MESSAGES.badCredentials)).toBeInTheDocument();

    await user.clear(form.identifier);
    await user.type(form.identifier, '9876543210');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    expect(fetchMock.bodies()).toEqual([
      { email: 'asha@example.com', Mobile_number: '', password: 'Lumen#Garnet72' },
      { email: '', Mobile_number: '9876543210', password: 'Lumen#Garnet72' },
    ]);
    expect(screen.queryByText(MESSAGES.identifierInvalid)).not.toBeInTheDocument();
  });

  it('an empty password is refused too', async () => {
    const { user, fetchMock, ...form } = renderSignIn();
    await user.type(form.identifier, 'asha@example.com');
    await user.click(form.submit);
    expect(await screen.findByText(MESSAGES.required('Password'))).toBeInTheDocument();
    expect(form.password).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** The sign-up screen with the server stubbed to refuse; its fields, a user and the stub. */
function renderSignUp() {
  const fetchMock = stubFetch();
  renderWithApp(<SignUpScreen />, { route: '/sign-up' });
  return {
    user: userEvent.setup(),
    fetchMock,
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    mobile: screen.getByRole('textbox', { name: 'Mobile Number' }),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    confirm: screen.getByLabelText('Confirm Password', { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'SIGN UP' }),
  };
}

/** Fills every sign-up field validly but the two passwords, then presses SIGN UP. */
async function submitSignUp(form: ReturnType<typeof renderSignUp>, password: string, confirm: string) {
  const { user } = form;
  await user.type(form.name, 'Asha Verma');
  await user.type(form.email, 'asha@example.com');
  await user.type(form.mobile, '9876543210');
  await user.type(form.password, password);
  await user.type(form.confirm, confirm);
  await user.click(form.submit);
}

describe('sign-up: the password rule (spec §5), checked on each edit and on submit', () => {
  it('says nothing before the shopper types a password', async () => {
    const { user, ...form } = renderSignUp();
    await user.type(form.name, 'Asha');
    expect(screen.queryByText(MESSAGES.passwordRule)).not.toBeInTheDocument();
    expect(form.password).toHaveAccessibleDescription('');
  });

  it('appears while the rule is not met and goes as soon as it is', async () => {
    const { user, ...form } = renderSignUp();

    await user.type(form.password, 'l');
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(form.password).toHaveAccessibleDescription(MESSAGES.passwordRule);

    // Each missing kind of character keeps it: lower only, then no digit, then no symbol, then too short.
    for (const [typed, meets] of [
      ['umen', false],
      ['#G', false],
      ['a', false],
      ['7', true],
    ] as const) {
      await user.type(form.password, typed);
      if (meets) {
        await waitFor(() => expect(screen.queryByText(MESSAGES.passwordRule)).not.toBeInTheDocument());
      } else {
        expect(screen.getByText(MESSAGES.passwordRule)).toBeInTheDocument();
      }
    }
    expect(form.password).toHaveValue('lumen#Ga7');
    expect(form.password).not.toHaveAttribute('aria-invalid');

    await user.type(form.password, '{Backspace}');
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
  });

  it.each([
    ['fewer than 8 characters', 'Ab1!'],
    ['no uppercase', 'lumen#garnet72'],
    ['no lowercase', 'LUMEN#GARNET72'],
    ['no digit', 'Lumen#Garnet'],
    ['no special character', 'LumenGarnet72'],
  ])('refuses a password with %s on submit, focusing it', async (_, password) => {
    const form = renderSignUp();
    await submitSignUp(form, password, password);

    await waitFor(() => expect(form.password).toHaveFocus());
    expect(form.password).toHaveAccessibleDescription(MESSAGES.passwordRule);
    expect(form.fetchMock).not.toHaveBeenCalled();
  });

  it("a different confirmation gets 'Password does not match.' on Confirm Password", async () => {
    const form = renderSignUp();
    await submitSignUp(form, 'Lumen#Garnet72', 'Lumen#Garnet73');

    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(form.confirm).toHaveAccessibleDescription(MESSAGES.passwordMismatch);
    expect(form.confirm).toHaveFocus();
    expect(form.password).toHaveAccessibleDescription('');
    expect(form.fetchMock).not.toHaveBeenCalled();

    await form.user.type(form.confirm, '{Backspace}2');
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordMismatch)).not.toBeInTheDocument());
  });

  it('the mobile number keeps digits only, at most ten', async () => {
    const { user, ...form } = renderSignUp();
    await user.type(form.mobile, '(98) 765-4321 099');
    expect(form.mobile).toHaveValue('9876543210');
    expect(form.mobile).toHaveAttribute('inputmode', 'numeric');
  });
});
