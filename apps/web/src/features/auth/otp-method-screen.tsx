/**
 * /otp-method (spec §2, §4): the sign-up flow's choice of where the code goes: e-mail, SMS or WhatsApp (required).
 * Reached after sign-up, or from Resend on /otp-verify. Without a sign-up in progress it sends the shopper to
 * /sign-up.
 */
import { OTP_RESEND_SECONDS, type OtpChannel } from '@lumen/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FieldError, useField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../../components/icons';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { sendOtp } from './api/send-otp';
import { readFlow, updateFlow } from './auth-flow';
import { AuthHeading, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';

const CHANNELS: ReadonlyArray<{ value: OtpChannel; label: string; icon: typeof MailIcon; to: 'email' | 'phone' }> = [
  { value: 'email', label: 'Email', icon: MailIcon, to: 'email' },
  { value: 'sms', label: 'SMS', icon: PhoneIcon, to: 'phone' },
  { value: 'whatsapp', label: 'WhatsApp', icon: WhatsAppIcon, to: 'phone' },
];

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

function ChannelChoice({ email, phone }: { email: string; phone: string }) {
  const field = useField('type');
  return (
    <>
      <fieldset className="otp-channels" aria-describedby={field.errorId}>
        <legend className="form-label">Send the code by</legend>
        {CHANNELS.map(({ value, label, icon: Icon, to }) => (
          <label key={value} className="choice-card otp-channel">
            <input {...field.control} type="radio" value={value} aria-invalid={field.error ? true : undefined} />
            <span className="otp-channel__icon">
              <Icon size={20} />
            </span>
            <span className="otp-channel__text">
              <span className="otp-channel__label">{label}</span>
              <span className="otp-channel__to">{to === 'email' ? email : phone}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id={field.errorId} message={field.error} />
    </>
  );
}
