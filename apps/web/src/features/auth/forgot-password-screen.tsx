/**
 * /forgot-password (spec §2, §4): one identifier. CONTINUE asks the server to start recovery (no success toast,
 * and the same answer whether or not the account exists), then sends a code on the channel the identifier implies
 * (e-mail when it has '@', otherwise SMS) and goes to the matching verify screen.
 */
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../components/form/form';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { forgetPassword } from './api/forget-password';
import { sendOtp } from './api/send-otp';
import { startFlow } from './auth-flow';
import { AuthHeading, IdentifierField, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';
import './auth.scss';

async function startRecovery(identifier: { email: string; Mobile_number: string }) {
  await forgetPassword(identifier);
  const type = identifier.email ? 'email' : 'sms';
  return { type, message: await sendOtp({ type, ...identifier }) } as const;
}

export function ForgotPasswordScreen() {
  usePageMeta({
    title: 'Forgot Password',
    description: 'Reset your Lumen Jewels password with a code sent to your e-mail or mobile.',
  });
  const navigate = useNavigate();
  const recover = useMutation({ mutationFn: startRecovery, onError: notifyError });

  return (
    <>
      <AuthHeading
        title="Forgot Password"
        lead="Enter the e-mail address or mobile number of your account and we will send you a code to reset it."
      />
      <Form
        className="auth-form"
        defaultValues={{ identifier: '' }}
        schema={() => loadAuthSchemas().then((m) => m.ForgotPasswordFormSchema)}
        onSubmit={async ({ identifier }) => {
          const { type, message } = await recover.mutateAsync(identifier);
          startFlow('forgot-password', {
            email: identifier.email,
            phone: identifier.Mobile_number,
            channel: type,
            resendAt: Date.now() + OTP_RESEND_SECONDS * 1000,
          });
          void notify('success', message);
          navigate(type === 'email' ? paths.emailOtpVerify : paths.mobileOtpVerify);
        }}
      >
        <IdentifierField />
        <SubmitButton pending={recover.isPending} label="CONTINUE" pendingLabel="SENDING..." />
      </Form>
      <p className="auth-switch">
        Remembered it? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </>
  );
}
