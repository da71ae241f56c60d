/**
 * /change-password (spec §2): Old Password, New Password and Confirm New Password, each with a show/hide toggle;
 * the spec's password rule (checked as it is typed) and 'Password does not match.'. Saving calls
 * `user/changePassword` with the old password; the server ends every other session. Success → toast, /account.
 */
import type { ChangePasswordRequest } from '@lumen/contract/auth';
import { API_PATHS } from '@lumen/contract/routes';
import { useNavigate } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { apiRequest } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useContractForm } from '../../lib/use-contract-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSubmit } from '../../lib/use-submit';

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
  const form = useContractForm({
    initial: { oldPassword: '', password: '', ConfirmPassword: '' },
    loadSchema,
    liveFields: ['password'],
  });
  const change = useSubmit(changePassword);

  const submit = form.handleSubmit((data) =>
    change.run(data, {
      onError: form.showServerError,
      onSuccess: (message) => {
        void notify('success', message);
        navigate(paths.account);
      },
    }),
  );

  return (
    <AccountPage
      title="Change Password"
      trail={[{ label: 'My Account', to: paths.account }, { label: 'Change Password' }]}
    >
      <Card as="form" className="account-form" {...form.formProps(submit)}>
        <p className="account-form__intro">
          Changing your password signs you out on every other device. Choose at least 8 characters with an uppercase and
          a lowercase letter, a number and a special character.
        </p>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormField key={name} {...form.fieldProps(name, label)}>
            <PasswordInput {...form.inputProps(name)} autoComplete={autoComplete} />
          </FormField>
        ))}
        <div className="account-form__actions">
          <button type="submit" className="btn btn-lj" disabled={change.pending} aria-busy={change.pending}>
            {change.pending ? 'SAVING...' : 'CHANGE PASSWORD'}
          </button>
        </div>
      </Card>
    </AccountPage>
  );
}
