import { MESSAGES } from '@lumen/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { ContactScreen } from '../contact-screen';

function renderContact() {
  renderWithApp(<ContactScreen />, { route: '/contact-us' });
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email or mobile number' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: 'SEND MESSAGE' }),
  };
}

describe('Contact form', () => {
  it('shows the contract messages under each field and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const form = renderContact();
    expect(form.message).toHaveAttribute('rows', '5');

    await user.click(form.submit);

    expect(await screen.findByText(MESSAGES.required('Name'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Email'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Message'))).toBeInTheDocument();
    expect(form.name).toHaveFocus();
    expect(form.name).toHaveAccessibleDescription(MESSAGES.required('Name'));
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(form.name, 'Asha Menon');
    await user.type(form.email, 'not an address');
    await user.type(form.message, 'Do you make custom bands?');
    await user.click(form.submit);

    expect(await screen.findByText(MESSAGES.identifierInvalid)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.required('Name'))).not.toBeInTheDocument();
    expect(form.email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows SENDING... while it runs, then toasts the server message and clears the form', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = renderContact();

    await user.type(form.name, 'Asha Menon');
    await user.type(form.email, '9876543210');
    await user.type(form.message, 'I would like a ring resized.');
    await user.click(form.submit);

    const sending = await screen.findByRole('button', { name: 'SENDING...' });
    expect(sending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Menon',
      email: '9876543210',
      message: 'I would like a ring resized.',
    });

    answer(jsonResponse(201, { status: true, message: MESSAGES.contactSent }));

    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'SEND MESSAGE' })).toBeEnabled();
  });

  it('toasts the server message of a refused request and keeps what was typed', async () => {
    const user = userEvent.setup();
    const refusal = 'Too many messages from this address. Please try again in an hour.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(429, { status: false, message: refusal })),
    );
    const form = renderContact();

    await user.type(form.name, 'Asha Menon');
    await user.type(form.email, 'asha@example.com');
    await user.type(form.message, 'Hello again');
    await user.click(form.submit);

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(form.name).toHaveValue('Asha Menon');
    expect(form.message).toHaveValue('Hello again');
  });
});
