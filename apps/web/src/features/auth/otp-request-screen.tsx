/**
 * /email-otp-method ('Email OTP') and /mobile-otp-method ('Mobile Number', digits only, at most 10): sign in with a
 * one-time code instead of a password (spec §2). CONTINUE sends the code and goes to the matching verify screen.
 */
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
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

export function EmailOtpMethodScreen() {
  usePageMeta({ title: 'Email OTP', description: 'Sign in to Lumen Jewels with a code sent to your e-mail.' });
  const navigate = useNavigate();
  const form = useContractForm({
    initial: { email: '' },
    loadSchema: () => loadAuthSchemas().then((m) => m.EmailFormSchema),
  });
  const send = useSubmit(authApi.sendOtp);
  if (getUserToken()) return <Navigate to={paths.account} replace />;

  const submit = form.handleSubmit(({ email }) =>
    send.run(
      { type: 'email', email, Mobile_number: '' },
      {
        onSuccess: (message) => {
          startFlow('otp-sign-in', { email, channel: 'email', resendAt: Date.now() + OTP_RESEND_SECONDS * 1000 });
          void notify('success', message);
          navigate(paths.emailOtpVerify);
        },
      },
    ),
  );

  return (
    <>
      <AuthHeading title="Email OTP" lead="We will e-mail you a 6-digit code to sign in with, no password needed." />
      <form className="auth-form" {...form.formProps(submit)}>
        <FormField {...form.fieldProps('email', 'Email')}>
          <input {...form.inputProps('email')} type="email" autoComplete="email" placeholder="Enter your email" />
        </FormField>
        <SubmitButton pending={send.pending} label="CONTINUE" pendingLabel="SENDING..." />
      </form>
      <p className="auth-switch">
        <Link to={paths.signIn}>Sign in with your password</Link>
      </p>
    </>
  );
}

export function MobileOtpMethodScreen() {
  usePageMeta({ title: 'Mobile OTP', description: 'Sign in to Lumen Jewels with a code sent to your mobile.' });
  const navigate = useNavigate();
  const form = useContractForm({
    initial: { Mobile_number: '' },
    loadSchema: () => loadAuthSchemas().then((m) => m.MobileFormSchema),
    sanitize: { Mobile_number: sanitizeMobile },
  });
  const send = useSubmit(authApi.sendOtp);
  if (getUserToken()) return <Navigate to={paths.account} replace />;

  const submit = form.handleSubmit(({ Mobile_number }) =>
    send.run(
      { type: 'sms', email: '', Mobile_number },
      {
        onSuccess: (message) => {
          startFlow('otp-sign-in', {
            phone: Mobile_number,
            channel: 'sms',
            resendAt: Date.now() + OTP_RESEND_SECONDS * 1000,
          });
          void notify('success', message);
          navigate(paths.mobileOtpVerify);
        },
      },
    ),
  );

  return (
    <>
      <AuthHeading title="Mobile OTP" lead="We will text you a 6-digit code to sign in with, no password needed." />
      <form className="auth-form" {...form.formProps(submit)}>
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
        <SubmitButton pending={send.pending} label="CONTINUE" pendingLabel="SENDING..." />
      </form>
      <p className="auth-switch">
        <Link to={paths.signIn}>Sign in with your password</Link>
      </p>
    </>
  );
}
