/**
 * /email-otp-verify and /mobile-otp-verify (spec §2, §4): the code of an OTP sign-in or of password recovery.
 * Verified → /create-password in recovery, otherwise /account. Resend asks for a new code on the same channel;
 * success clears the boxes and restarts the countdown. The mobile screen also shows the disabled WhatsApp option.
 */
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { MESSAGES } from '@lumen/contract/messages';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { resendOtp } from './api/resend-otp';
import { verifyOtp } from './api/verify-otp';
import { type AuthFlow, identifierOfFlow, readFlow, takeReturnPath, updateFlow } from './auth-flow';
import { AuthHeading } from './components/auth-parts';
import { OtpVerifyForm } from './components/otp-verify-form';
import { useVerified } from './use-verified';
import './auth.scss';

type Kind = 'email' | 'mobile';

const SCREENS = {
  email: {
    title: 'Email OTP',
    label: 'Email',
    message: MESSAGES.otpDigits,
    start: paths.emailOtpMethod,
    matches: (flow: AuthFlow) => flow.channel === 'email' && flow.email !== '',
  },
  mobile: {
    title: 'Mobile OTP',
    label: 'Mobile Number',
    message: MESSAGES.otpAllDigits,
    start: paths.mobileOtpMethod,
    matches: (flow: AuthFlow) => flow.channel === 'sms' && flow.phone !== '',
  },
} as const;

function OtpSignInVerifyScreen({ kind }: { kind: Kind }) {
  const screen = SCREENS[kind];
  usePageMeta({ title: screen.title, description: 'Enter the 6-digit code we sent you.' });
  const verified = useVerified();
  const [flow, setFlow] = useState(readFlow);

  if (!flow || flow.flow === 'sign-up' || !screen.matches(flow)) {
    // Recovery started from /forgot-password; a sign-in by code from its own request screen.
    return <Navigate to={flow?.flow === 'forgot-password' ? paths.forgotPassword : screen.start} replace />;
  }
  const sentTo = kind === 'email' ? flow.email : flow.phone;
  const recovery = flow.flow === 'forgot-password';

  return (
    <>
      <AuthHeading
        title={screen.title}
        lead={`${recovery ? 'To set a new password, enter' : 'Enter'} the 6-digit code we sent to ${sentTo}.`}
      />
      <OtpVerifyForm
        sentTo={{ label: screen.label, value: sentTo }}
        incompleteMessage={screen.message}
        resendAt={flow.resendAt}
        verify={async (otp) => {
          const answer = await verifyOtp({ otp, ...identifierOfFlow(flow) });
          verified(answer, recovery ? paths.createPassword : (takeReturnPath() ?? paths.account));
        }}
        resend={async () => {
          const message = await resendOtp({ type: flow.channel || undefined, ...identifierOfFlow(flow) });
          setFlow(updateFlow({ resendAt: Date.now() + OTP_RESEND_SECONDS * 1000 }));
          void notify('success', message);
          return true;
        }}
        onResendRefused={(seconds) => setFlow(updateFlow({ resendAt: Date.now() + seconds * 1000 }))}
        showWhatsApp={kind === 'mobile'}
      />
    </>
  );
}

export const EmailOtpVerifyScreen = () => <OtpSignInVerifyScreen kind="email" />;
export const MobileOtpVerifyScreen = () => <OtpSignInVerifyScreen kind="mobile" />;
