/**
 * /sign-up (spec §2, §5): name, e-mail, mobile number, password and its confirmation, all required. The password
 * rule is checked as it is typed. Success starts the sign-up flow: choose where to get the code (/otp-method).
 */

import { sanitizeMobile } from '@lumen/contract/sanitize';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { getUserToken } from '../../lib/storage';
import { useContractForm } from '../../lib/use-contract-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSubmit } from '../../lib/use-submit';
import { authApi } from './api/auth-api';
import { startFlow } from './auth-flow';
import { AuthHeading, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';

export function SignUpScreen() {
  usePageMeta({
    title: 'Sign Up',
    description: 'Create your Lumen Jewels account to save a wishlist, addresses and follow your orders.',
  });
  const navigate = useNavigate();
  const form = useContractForm({
    initial: { name: '', email: '', Mobile_number: '', password: '', ConfirmPassword: '' },
    loadSchema: () => loadAuthSchemas().then((m) => m.SignUpRequestSchema),
    liveFields: ['password'],
    sanitize: { Mobile_number: sanitizeMobile },
  });
  const signUp = useSubmit(authApi.signUp);

  if (getUserToken()) return <Navigate to={paths.account} replace />;

  const submit = form.handleSubmit((data) =>
    signUp.run(data, {
      onError: form.showServerError,
      onSuccess: (message) => {
        startFlow('sign-up', { email: data.email, phone: data.Mobile_number });
        void notify('success', message);
        navigate(paths.otpMethod);
      },
    }),
  );

  return (
    <>
      <AuthHeading title="Sign Up" lead="Create your account: it takes a minute, and a code confirms it is you." />
      <form className="auth-form" {...form.formProps(submit)}>
        <FormField {...form.fieldProps('name', 'Name')}>
          <input {...form.inputProps('name')} type="text" autoComplete="name" placeholder="Enter your name" />
        </FormField>
        <FormField {...form.fieldProps('email', 'Email')}>
          <input {...form.inputProps('email')} type="email" autoComplete="email" placeholder="Enter your email" />
        </FormField>
        <FormField {...form.fieldProps('Mobile_number', 'Mobile Number')}>
          {/* type=text: HTML allows autocomplete=tel-national (a 10-digit national number) only on text inputs. */}
          <input
            {...form.inputProps('Mobile_number')}
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="Enter your mobile number"
          />
        </FormField>
        <FormField {...form.fieldProps('password', 'Password')}>
          <PasswordInput {...form.inputProps('password')} autoComplete="new-password" placeholder="Create a password" />
        </FormField>
        <FormField {...form.fieldProps('ConfirmPassword', 'Confirm Password')}>
          <PasswordInput
            {...form.inputProps('ConfirmPassword')}
            autoComplete="new-password"
            placeholder="Enter the password again"
          />
        </FormField>
        <SubmitButton pending={signUp.pending} label="SIGN UP" pendingLabel="SIGNING UP..." />
      </form>
      <p className="auth-switch">
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </>
  );
}
