/**
 * /otp-verify (spec §2, §4): the code of the sign-up flow. Verified → /address-details. Resend (after the
 * countdown) clears the chosen channel and goes back to /otp-method to choose again.
 */
import { MESSAGES } from '@lumen/contract/messages';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { verifyOtp } from './api/verify-otp';
import { identifierOfFlow, readFlow, updateFlow } from './auth-flow';
import { AuthHeading } from './components/auth-parts';
import { OtpVerifyForm } from './components/otp-verify-form';
import { useVerified } from './use-verified';
import './auth.scss';

const CHANNEL_NAMES = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

export function OtpVerifyScreen() {
  usePageMeta({ title: 'Enter Your Code', description: 'Enter the 6-digit code we sent to confirm your account.' });
  const navigate = useNavigate();
  const verified = useVerified();
  const [flow, setFlow] = useState(readFlow);

  if (flow?.flow !== 'sign-up') return <Navigate to={paths.signUp} replace />;
  const { channel } = flow;
  if (!channel) return <Navigate to={paths.otpMethod} replace />;

  return (
    <>
      <AuthHeading
        title="Enter Your Code"
        lead={`We sent a 6-digit code by ${CHANNEL_NAMES[channel]}. It is valid for 10 minutes.`}
      />
      <OtpVerifyForm
        sentTo={{
          label: CHANNEL_NAMES[channel],
          value: channel === 'email' ? flow.email : flow.phone,
        }}
        incompleteMessage={MESSAGES.otpAllDigits}
        resendAt={flow.resendAt}
        verify={async (otp) => {
          verified(await verifyOtp({ otp, ...identifierOfFlow(flow) }), paths.addressDetails);
        }}
        resend={async () => {
          updateFlow({ channel: '' });
          navigate(paths.otpMethod);
          return false;
        }}
        onResendRefused={(seconds) => setFlow(updateFlow({ resendAt: Date.now() + seconds * 1000 }))}
      />
    </>
  );
}
