/**
 * /sign-up (spec §2, §5): name, e-mail, mobile number, password and its confirmation, all required. The password
 * rule is checked as it is typed. Success starts the sign-up flow: choose where to get the code (/otp-method).
 */

import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { PasswordInput } from '../../components/form/password-input';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSignedIn } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { signUp } from './api/sign-up';
import { startFlow } from './auth-flow';
import { AuthHeading, EmailField, MobileNumberField, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';
import './auth.scss';

export function SignUpScreen() {
  const signedIn = useSignedIn();
  usePageMeta({
    title: 'Sign Up',
    description: 'Create your Lumen Jewels account to save a wishlist, addresses and follow your orders.',
  });
  const navigate = useNavigate();
  const submit = useMutation({ mutationFn: signUp, onError: notifyError });

  if (signedIn) return <Navigate to={paths.account} replace />;

  return (
    <>
      <AuthHeading title="Sign Up" lead="Create your account: it takes a minute, and a code confirms it is you." />
      <Form
        className="auth-form"
        defaultValues={{ name: '', email: '', Mobile_number: '', password: '', ConfirmPassword: '' }}
        schema={() => loadAuthSchemas().then((m) => m.SignUpRequestSchema)}
        liveFields={['password']}
        sanitize={{ Mobile_number: sanitizeMobile }}
        onSubmit={async (data) => {
          const message = await submit.mutateAsync(data);
          startFlow('sign-up', { email: data.email, phone: data.Mobile_number });
          void notify('success', message);
          navigate(paths.otpMethod);
        }}
      >
        <FormField name="name" label="Name">
          {(input) => <input {...input} type="text" autoComplete="name" placeholder="Enter your name" />}
        </FormField>
        <EmailField />
        <MobileNumberField />
        <FormField name="password" label="Password">
          {(input) => <PasswordInput {...input} autoComplete="new-password" placeholder="Create a password" />}
        </FormField>
        <FormField name="ConfirmPassword" label="Confirm Password">
          {(input) => <PasswordInput {...input} autoComplete="new-password" placeholder="Enter the password again" />}
        </FormField>
        <SubmitButton pending={submit.isPending} label="SIGN UP" pendingLabel="SIGNING UP..." />
      </Form>
      <p className="auth-switch">
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </>
  );
}
