import { MESSAGES } from '@lumen/contract/messages';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithApp } from '../../test/render';
import { FormField } from '../form/field';
import { Form } from '../form/form';

/** Counts the loads of the zod resolver: it must not come with the page. */
const resolverLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@hookform/resolvers/zod', async (importOriginal) => {
  resolverLoads.count += 1;
  return importOriginal();
});

const EMPTY = { name: '', email: '', Mobile_number: '', password: '', ConfirmPassword: '' };

function renderForm(onSubmit: (data: unknown) => Promise<unknown> | undefined = async () => {}) {
  const schema = vi.fn(() => import('@lumen/contract/auth').then((m) => m.SignUpRequestSchema));
  const submitted = vi.fn(onSubmit);
  renderWithApp(
    <Form
      defaultValues={EMPTY}
      schema={schema}
      liveFields={['password']}
      sanitize={{ Mobile_number: sanitizeMobile }}
      onSubmit={submitted}
    >
      <FormField name="name" label="Name">
        {(input) => <input {...input} type="text" />}
      </FormField>
      <FormField name="email" label="Email">
        {(input) => <input {...input} type="email" />}
      </FormField>
      <FormField name="Mobile_number" label="Mobile Number">
        {(input) => <input {...input} type="text" />}
      </FormField>
      <FormField name="password" label="Password">
        {(input) => <input {...input} type="password" />}
      </FormField>
      <FormField name="ConfirmPassword" label="Confirm Password">
        {(input) => <input {...input} type="password" />}
      </FormField>
      <button type="submit">SEND</button>
    </Form>,
  );
  return {
    schema,
    submitted,
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    mobile: screen.getByRole('textbox', { name: 'Mobile Number' }),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm Password'),
    submit: screen.getByRole('button', { name: 'SEND' }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof renderForm>) {
  await user.type(form.name, 'Asha Verma');
  await user.type(form.email, 'asha@example.com');
  await user.type(form.mobile, '9876543210');
  await user.type(form.password, 'Lumen#Garnet72');
  await user.type(form.confirm, 'Lumen#Garnet72');
}

describe('Form: the contract schema checks the fields', () => {
  it('loads neither the schema nor the zod resolver before the shopper reaches into the form', async () => {
    const user = userEvent.setup();
    const before = resolverLoads.count;
    const form = renderForm();
    expect(form.schema).not.toHaveBeenCalled();
    expect(resolverLoads.count).toBe(before);

    await user.click(form.name);
    expect(form.schema).toHaveBeenCalled();
    await waitFor(() => expect(resolverLoads.count).toBeGreaterThan(before));
  });

  it("refuses on submit with the contract's messages under the fields, focusing the first invalid one", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.name, 'Asha Verma');
    await user.click(form.submit);

    await waitFor(() => expect(form.email).toHaveFocus());
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(form.email.getAttribute('aria-describedby')).toBeTruthy();
    expect(form.name).not.toHaveAttribute('aria-invalid');
    expect(form.mobile).toHaveAttribute('aria-invalid', 'true');
    expect(form.submitted).not.toHaveBeenCalled();
  });

  it('re-checks a field showing an error as it is edited, and the live field on every edit once typed in', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.password, 'l');
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();

    await user.click(form.submit);
    await waitFor(() => expect(form.name).toHaveFocus());
    await user.type(form.name, 'Asha');
    await waitFor(() => expect(form.name).not.toHaveAttribute('aria-invalid'));
    expect(form.password).toHaveAccessibleDescription(MESSAGES.passwordRule);
  });

  it('keeps a mobile number to its digits as it is typed', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.mobile, '98-765 43210');
    expect(form.mobile).toHaveValue('9876543210');
  });

  it('hands the parsed request to onSubmit; a second submit while it runs sends nothing', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const form = renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await fillValid(user, form);
    await user.dblClick(form.submit);
    await waitFor(() => expect(form.submitted).toHaveBeenCalledTimes(1));
    expect(form.submitted.mock.calls[0]?.[0]).toMatchObject({ email: 'asha@example.com', Mobile_number: '9876543210' });
    finish();
  });

  it('shows a server refusal that names a field under that field and focuses it', async () => {
    const user = userEvent.setup();
    const form = renderForm(async () => {
      throw new ApiError('email: This email is already registered.', 409);
    });
    await fillValid(user, form);
    await user.click(form.submit);

    await waitFor(() => expect(form.email).toHaveFocus());
    expect(form.email).toHaveAccessibleDescription('This email is already registered.');
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
  });
});
