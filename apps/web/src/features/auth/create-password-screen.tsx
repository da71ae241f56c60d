/**
 * /create-password (spec §2, §4): the end of recovery. The code just verified signed the shopper in for a few
 * minutes; the new password (rule checked as it is typed) replaces the old one without asking for it, every other
 * session ends, and the shopper signs in again at /.
 */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { getUserToken } from '../../lib/storage';
import { useContractForm } from '../../lib/use-contract-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSubmit } from '../../lib/use-submit';
import { authApi } from './api/auth-api';
import { signInAgain } from './auth-flow';
import { AuthHeading, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';

export function CreatePasswordScreen() {
  usePageMeta({ title: 'Create Password', description: 'Choose a new password for your Lumen Jewels account.' });
  // Checked once: the screen itself ends the session on success and must not then redirect itself.
  const [signedIn] = useState(() => getUserToken() !== null);
  const navigate = useNavigate();
  const session = useSession();
  const form = useContractForm({
    initial: { password: '', ConfirmPassword: '' },
    loadSchema: () => loadAuthSchemas().then((m) => m.NewPasswordFormSchema),
    liveFields: ['password'],
  });
  const change = useSubmit(authApi.changePassword);

  if (!signedIn) return <Navigate to={paths.forgotPassword} replace />;

  const submit = form.handleSubmit((data) =>
    change.run(data, {
      onSuccess: (message) => {
        session.end();
        void notify('success', message);
        navigate(signInAgain(), { replace: true });
      },
    }),
  );

  return (
    <>
      <AuthHeading title="Create Password" lead="Choose a new password, then sign in with it." />
      <form className="auth-form" {...form.formProps(submit)}>
        <FormField {...form.fieldProps('password', 'New Password')}>
          <PasswordInput {...form.inputProps('password')} autoComplete="new-password" placeholder="Create a password" />
        </FormField>
        <FormField {...form.fieldProps('ConfirmPassword', 'Confirm Password')}>
          <PasswordInput
            {...form.inputProps('ConfirmPassword')}
            autoComplete="new-password"
            placeholder="Enter the password again"
          />
        </FormField>
        <SubmitButton pending={change.pending} label="SUBMIT" pendingLabel="SAVING..." />
      </form>
    </>
  );
}
