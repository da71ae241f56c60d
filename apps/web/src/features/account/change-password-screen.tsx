/**
 * /change-password (spec §2): Old Password, New Password and Confirm New Password, each with a show/hide toggle;
 * the spec's password rule (checked as it is typed) and 'Password does not match.'. Saving calls
 * `user/changePassword` with the old password; the server ends every other session. Success → toast, /account.
 */
import type { ChangePasswordRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { PasswordInput } from '../../components/form/password-input';
import { apiRequest } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import './account.scss';

let schemaModule: Promise<typeof import('@lumen/contract/auth')> | undefined;
function loadSchema() {
  schemaModule ??= import('@lumen/contract/auth');
  return schemaModule.then((module) => module.ChangePasswordFormSchema);
}

const changePassword = async (body: ChangePasswordRequest) =>
  (await apiRequest(API_PATHS.changePassword, { method: 'POST', body, auth: true })).message;

const FIELDS = [
  { name: 'oldPassword', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'ConfirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

export function ChangePasswordScreen() {
  usePageMeta({ title: 'Change Password', description: 'Change the password of your Lumen Jewels account.' });
  const navigate = useNavigate();
  const change = useMutation({ mutationFn: changePassword, onError: notifyError });

  return (
    <AccountPage
      title="Change Password"
      trail={[{ label: 'My Account', to: paths.account }, { label: 'Change Password' }]}
    >
      <Form
        // A form that is a card: the Card's own class on the <form> element itself.
        className="lj-card account-form"
        defaultValues={{ oldPassword: '', password: '', ConfirmPassword: '' }}
        schema={loadSchema}
        liveFields={['password']}
        onSubmit={async (data) => {
          const message = await change.mutateAsync(data);
          void notify('success', message);
          navigate(paths.account);
        }}
      >
        <p className="account-form__intro">
          Changing your password signs you out on every other device. Choose at least 8 characters with an uppercase and
          a lowercase letter, a number and a special character.
        </p>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormField key={name} name={name} label={label}>
            {(input) => <PasswordInput {...input} autoComplete={autoComplete} />}
          </FormField>
        ))}
        <div className="account-form__actions">
          <button type="submit" className="btn btn-lj" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? 'SAVING...' : 'CHANGE PASSWORD'}
          </button>
        </div>
      </Form>
    </AccountPage>
  );
}
