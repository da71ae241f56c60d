/**
 * /otp-method (spec §2, §4): the sign-up flow's choice of where the code goes: e-mail, SMS or WhatsApp (required).
 * Reached after sign-up, or from Resend on /otp-verify. Without a sign-up in progress it sends the shopper to
 * /sign-up.
 */
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Form } from '../../components/form/form';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { sendOtp } from './api/send-otp';
import { readFlow, updateFlow } from './auth-flow';
import { AuthHeading, SubmitButton } from './components/auth-parts';
import { ChannelChoice } from './components/channel-choice';
import { loadAuthSchemas } from './load-schemas';
import './auth.scss';

export function OtpMethodScreen() {
  usePageMeta({ title: 'Verify Your Account', description: 'Choose where to receive your Lumen Jewels code.' });
  const navigate = useNavigate();
  const [flow] = useState(readFlow);
  const send = useMutation({ mutationFn: sendOtp, onError: notifyError });

  if (flow?.flow !== 'sign-up') return <Navigate to={paths.signUp} replace />;

  return (
    <>
      <AuthHeading title="Verify Your Account" lead="Where should we send your 6-digit code?" />
      <Form
        className="auth-form"
        defaultValues={{ type: flow.channel ?? '' }}
        schema={() => loadAuthSchemas().then((m) => m.OtpChannelFormSchema)}
        onSubmit={async ({ type }) => {
          const message = await send.mutateAsync({ type, email: flow.email, Mobile_number: flow.phone });
          updateFlow({ channel: type, resendAt: Date.now() + OTP_RESEND_SECONDS * 1000 });
          void notify('success', message);
          navigate(paths.otpVerify);
        }}
      >
        <ChannelChoice email={flow.email} phone={flow.phone} />
        <SubmitButton pending={send.isPending} label="SEND OTP" pendingLabel="SENDING..." />
      </Form>
    </>
  );
}
