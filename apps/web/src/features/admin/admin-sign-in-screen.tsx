/**
 * /admin/sign-in: e-mail, password and the 6-digit code of the authenticator app, or — with the switch — one of the
 * recovery codes. The server's refusal (wrong details, a locked account) is shown on the card. Returns to `?next=`
 * (a path of this site) or the back office's first screen.
 */
import { AdminSignInRequestSchema } from '@lumen/contract/admin';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { PasswordInput } from '../../components/form/password-input';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths, returnPath } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useStaffSignIn } from './api/get-staff-session';
import { AdminAuthFrame } from './components/admin-auth-frame';
import { getStaffToken } from './staff-session';

export function AdminSignInScreen() {
  usePageMeta({ title: 'Back office sign-in', description: 'Staff sign-in to the Lumen Jewels back office.' });
  const navigate = useNavigate();
  const next = returnPath(useLocation().search);
  const destination = next?.startsWith(paths.admin) ? next : paths.admin;
  const signIn = useStaffSignIn();
  const [recovery, setRecovery] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (getStaffToken() && !signIn.isPending) return <Navigate to={destination} replace />;

  return (
    <AdminAuthFrame title="Sign in" lead="For the shop's staff. You need your authenticator app or a recovery code.">
      <Form
        className="lj-admin-form"
        defaultValues={{ email: '', password: '', code: '' }}
        schema={async () => AdminSignInRequestSchema}
        onSubmit={async (data) => {
          setRefusal(null);
          try {
            await signIn.mutateAsync(data);
          } catch (error) {
            setRefusal(errorMessage(error));
            throw error;
          }
          void notify('success', 'Signed in.');
          navigate(destination, { replace: true });
        }}
      >
        {(form) => (
          <>
            {refusal ? (
              <p className="lj-admin-alert" role="alert">
                {refusal}
              </p>
            ) : null}
            <FormField name="email" label="E-mail">
              {(input) => <input {...input} type="email" autoComplete="username" inputMode="email" />}
            </FormField>
            <FormField name="password" label="Password">
              {(input) => <PasswordInput {...input} autoComplete="current-password" />}
            </FormField>
            <FormField name="code" label={recovery ? 'Recovery code' : '6-digit code from your authenticator app'}>
              {(input) =>
                recovery ? (
                  <input
                    {...input}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="xxxx-xxxx-xxxx-xxxx"
                  />
                ) : (
                  <input
                    {...input}
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    pattern="[0-9]*"
                  />
                )
              }
            </FormField>
            <button
              type="button"
              className="lj-admin-link-button"
              aria-pressed={recovery}
              onClick={() => {
                setRecovery((value) => !value);
                form.setValue('code', '');
              }}
            >
              Use a recovery code
            </button>
            <button
              type="submit"
              className="btn btn-lj lj-admin-form__submit"
              disabled={signIn.isPending}
              aria-busy={signIn.isPending}
            >
              {signIn.isPending ? 'Signing in…' : 'Sign in'}
            </button>
          </>
        )}
      </Form>
    </AdminAuthFrame>
  );
}
