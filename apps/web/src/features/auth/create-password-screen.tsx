/**
 * /create-password (spec §2, §4): the end of recovery. The code just verified signed the shopper in for a few
 * minutes; the new password (rule checked as it is typed) replaces the old one without asking for it, every other
 * session ends, and the shopper signs in again at /.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { PasswordInput } from '../../components/form/password-input';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { getUserToken } from '../../lib/storage';
import { usePageMeta } from '../../lib/use-page-meta';
import { changePassword } from './api/change-password';
import { signInAgain } from './auth-flow';
import { AuthHeading, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';
import './auth.scss';

export function CreatePasswordScreen() {
  usePageMeta({ title: 'Create Password', description: 'Choose a new password for your Lumen Jewels account.' });
  // Checked once: the screen itself ends the session on success and must not then redirect itself.
  const [signedIn] = useState(() => getUserToken() !== null);
  const navigate = useNavigate();
  const session = useSession();
  const change = useMutation({ mutationFn: changePassword, onError: notifyError });

  if (!signedIn) return <Navigate to={paths.forgotPassword} replace />;

  return (
    <>
      <AuthHeading title="Create Password" lead="Choose a new password, then sign in with it." />
      <Form
        className="auth-form"
        defaultValues={{ password: '', ConfirmPassword: '' }}
        schema={() => loadAuthSchemas().then((m) => m.NewPasswordFormSchema)}
        liveFields={['password']}
        onSubmit={async (data) => {
          const message = await change.mutateAsync(data);
          session.end();
          void notify('success', message);
          navigate(signInAgain(), { replace: true });
        }}
      >
        <FormField name="password" label="New Password">
          {(input) => <PasswordInput {...input} autoComplete="new-password" placeholder="Create a password" />}
        </FormField>
        <FormField name="ConfirmPassword" label="Confirm Password">
          {(input) => <PasswordInput {...input} autoComplete="new-password" placeholder="Enter the password again" />}
        </FormField>
        <SubmitButton pending={change.isPending} label="SUBMIT" pendingLabel="SAVING..." />
      </Form>
    </>
  );
}
