/**
 * /email-otp-method ('Email OTP') and /mobile-otp-method ('Mobile Number', digits only, at most 10): sign in with a
 * one-time code instead of a password (spec §2). CONTINUE sends the code and goes to the matching verify screen.
 */
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { getUserToken } from '../../lib/storage';
import { usePageMeta } from '../../lib/use-page-meta';
import { sendOtp } from './api/send-otp';
import { startFlow } from './auth-flow';
import { AuthHeading, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';

export function EmailOtpMethodScreen() {
  usePageMeta({ title: 'Email OTP', description: 'Sign in to Lumen Jewels with a code sent to your e-mail.' });
  const navigate = useNavigate();
  const send = useMutation({ mutationFn: sendOtp, onError: notifyError });
  if (getUserToken()) return <Navigate to={paths.account} replace />;

  return (
    <>
      <AuthHeading title="Email OTP" lead="We will e-mail you a 6-digit code to sign in with, no password needed." />
      <Form
        className="auth-form"
        defaultValues={{ email: '' }}
        schema={() => loadAuthSchemas().then((m) => m.EmailFormSchema)}
        onSubmit={async ({ email }) => {
          const message = await send.mutateAsync({ type: 'email', email, Mobile_number: '' });
          startFlow('otp-sign-in', { email, channel: 'email', resendAt: Date.now() + OTP_RESEND_SECONDS * 1000 });
          void notify('success', message);
          navigate(paths.emailOtpVerify);
        }}
      >
        <FormField name="email" label="Email">
          {(input) => <input {...input} type="email" autoComplete="email" placeholder="Enter your email" />}
        </FormField>
        <SubmitButton pending={send.isPending} label="CONTINUE" pendingLabel="SENDING..." />
      </Form>
      <p className="auth-switch">
        <Link to={paths.signIn}>Sign in with your password</Link>
      </p>
    </>
  );
}

export function MobileOtpMethodScreen() {
  usePageMeta({ title: 'Mobile OTP', description: 'Sign in to Lumen Jewels with a code sent to your mobile.' });
  const navigate = useNavigate();
  const send = useMutation({ mutationFn: sendOtp, onError: notifyError });
  if (getUserToken()) return <Navigate to={paths.account} replace />;

  return (
    <>
      <AuthHeading title="Mobile OTP" lead="We will text you a 6-digit code to sign in with, no password needed." />
      <Form
        className="auth-form"
        defaultValues={{ Mobile_number: '' }}
        schema={() => loadAuthSchemas().then((m) => m.MobileFormSchema)}
        sanitize={{ Mobile_number: sanitizeMobile }}
        onSubmit={async ({ Mobile_number }) => {
          const message = await send.mutateAsync({ type: 'sms', email: '', Mobile_number });
          startFlow('otp-sign-in', {
            phone: Mobile_number,
            channel: 'sms',
            resendAt: Date.now() + OTP_RESEND_SECONDS * 1000,
          });
          void notify('success', message);
          navigate(paths.mobileOtpVerify);
        }}
      >
        {/* type=text: HTML allows autocomplete=tel-national (a 10-digit national number) only on text inputs. */}
        <FormField name="Mobile_number" label="Mobile Number">
          {(input) => (
            <input
              {...input}
              type="text"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="Enter your mobile number"
            />
          )}
        </FormField>
        <SubmitButton pending={send.isPending} label="CONTINUE" pendingLabel="SENDING..." />
      </Form>
      <p className="auth-switch">
        <Link to={paths.signIn}>Sign in with your password</Link>
      </p>
    </>
  );
}
