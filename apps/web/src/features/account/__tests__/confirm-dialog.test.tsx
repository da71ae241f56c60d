import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SignOutDialog } from '../../../components/sign-out-dialog';
import { deferred, HOME, ok, PROFILE, refused, signIn, stubApi, WORK } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { AddressListScreen } from '../address-list-screen';

function renderQuestion(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfirmDialog
      open
      title="Delete Address"
      question="Are you sure you want to delete this address ?"
      pending={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return {
    ...view,
    onConfirm,
    onCancel,
    dialog: screen.getByRole('dialog', { name: props.title ?? 'Delete Address' }),
  };
}

/** What the browser does on Escape in a modal <dialog>: a cancelable 'cancel' event on it. */
function pressEscape(dialog: HTMLElement) {
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

describe('ConfirmDialog', () => {
  it('asks its question with NO and YES; YES confirms, NO cancels', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onCancel } = renderQuestion();

    expect(within(dialog).getByText('Are you sure you want to delete this address ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("while pending: YES is disabled and reads 'PLEASE WAIT...', NO is disabled, Escape does not cancel", () => {
    const { dialog, onCancel, rerender } = renderQuestion({ pending: true });

    const busy = within(dialog).getByRole('button', { name: 'PLEASE WAIT...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('button', { name: 'YES' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'NO' })).toBeDisabled();
    pressEscape(dialog);
    expect(onCancel).not.toHaveBeenCalled();

    rerender(
      <ConfirmDialog
        open
        title="Delete Address"
        question="Are you sure you want to delete this address ?"
        pending={false}
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    );
    expect(within(dialog).getByRole('button', { name: 'YES' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'NO' })).toBeEnabled();
  });

  it('a dismissible question closes on Escape and has a close button', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = renderQuestion();

    pressEscape(dialog);
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('a question that must be answered (sign-out) has no close button and ignores Escape', () => {
    const { dialog, onCancel } = renderQuestion({ dismissible: false, title: 'Sign-out Account' });

    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    pressEscape(dialog);
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('Manage Address questions', () => {
  it('YES waits with PLEASE WAIT...; a refusal keeps the dialog open with the server message; success closes it and reloads the list', async () => {
    const user = userEvent.setup();
    signIn();
    let list = [HOME, WORK];
    const answers = [deferred<Response>(), deferred<Response>()];
    let deletes = 0;
    const api = stubApi({
      'GET /api/account/userData': () => ok(PROFILE),
      'GET /api/ManageAddress/list': () => ok(list),
      'DELETE /api/ManageAddress/delete/2': () => (answers[deletes++] as (typeof answers)[number]).promise,
    });
    renderWithApp(<AddressListScreen />, { route: '/address' });

    await user.click(await screen.findByRole('button', { name: 'Options for the Work address, 221 MG Road' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Address' });
    expect(within(dialog).getByText('Are you sure you want to delete this address ?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(await within(dialog).findByRole('button', { name: 'PLEASE WAIT...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'NO' })).toBeDisabled();

    answers[0]?.resolve(refused(404, 'This address could not be found.'));
    expect(await screen.findByText('This address could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Address' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'YES' })).toBeEnabled();
    expect(api.count('GET /api/ManageAddress/list')).toBe(1);

    list = [HOME];
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    answers[1]?.resolve(ok(undefined, 'Address deleted successfully.'));
    expect(await screen.findByText('Address deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Address' })).toBeNull());
    expect(screen.queryByRole('article', { name: 'Work address' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Home address, primary' })).toBeInTheDocument();
    expect(api.count('GET /api/ManageAddress/list')).toBe(2);
    expect(api.unexpected).toEqual([]);
  });

  it("'Set As Primary' is offered on a non-primary address only, and NO closes the question without a call", async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      'GET /api/account/userData': () => ok(PROFILE),
      'GET /api/ManageAddress/list': () => ok([HOME, WORK]),
    });
    renderWithApp(<AddressListScreen />, { route: '/address' });

    const homeMenu = await screen.findByRole('button', { name: 'Options for the Home address, 14 Marine Drive' });
    await user.click(homeMenu);
    expect(screen.queryByRole('button', { name: 'Set As Primary' })).toBeNull();
    await user.click(homeMenu);

    await user.click(screen.getByRole('button', { name: 'Options for the Work address, 221 MG Road' }));
    await user.click(screen.getByRole('button', { name: 'Set As Primary' }));
    const dialog = screen.getByRole('dialog', { name: 'Primary Address' });
    expect(within(dialog).getByText('Are you sure you want to set this address as primary ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Primary Address' })).toBeNull());
    expect(api.calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });
});

describe('Sign-out question', () => {
  it('stays open with the token kept when sign-out fails; success clears the token and goes to /home', async () => {
    const user = userEvent.setup();
    signIn();
    const answers = [deferred<Response>(), deferred<Response>()];
    let calls = 0;
    stubApi({ 'GET /api/user/signOut': () => (answers[calls++] as (typeof answers)[number]).promise });
    const onClose = vi.fn();
    renderWithApp(<SignOutDialog open onClose={onClose} />, { route: '/account' });
    const dialog = screen.getByRole('dialog', { name: 'Sign-out Account' });
    expect(within(dialog).getByText('Are you sure you want to sign-out this account ?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(await within(dialog).findByRole('button', { name: 'PLEASE WAIT...' })).toBeDisabled();
    answers[0]?.resolve(refused(500, 'Something went wrong on our side. Please try again in a moment.'));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'YES' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('lumen-user-token')).toBe('token-123');
    expect(screen.getByTestId('location').textContent).toBe('/account');

    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    answers[1]?.resolve(ok(undefined, AUTH_MESSAGES.signedOut));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
    expect(onClose).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('lumen-user-token')).toBeNull();
  });
});
