/**
 * /otp-method (spec §2, §4): the sign-up flow's choice of where the code goes: e-mail, SMS or WhatsApp (required).
 * Reached after sign-up, or from Resend on /otp-verify. Without a sign-up in progress it sends the shopper to
 * /sign-up.
 */
import { OTP_RESEND_SECONDS, type OtpChannel } from '@lumen/contract/constants';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FieldError } from '../../components/form-field';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../../components/icons';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useContractForm } from '../../lib/use-contract-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSubmit } from '../../lib/use-submit';
import { authApi } from './api/auth-api';
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
  const form = useContractForm({
    initial: { type: flow?.channel ?? '' },
    loadSchema: () => loadAuthSchemas().then((m) => m.OtpChannelFormSchema),
  });
  const send = useSubmit(authApi.sendOtp);

  if (flow?.flow !== 'sign-up') return <Navigate to={paths.signUp} replace />;

  const submit = form.handleSubmit(({ type }) =>
    send.run(
      { type, email: flow.email, Mobile_number: flow.phone },
      {
        onSuccess: (message) => {
          updateFlow({ channel: type, resendAt: Date.now() + OTP_RESEND_SECONDS * 1000 });
          void notify('success', message);
          navigate(paths.otpVerify);
        },
      },
    ),
  );

  const errorId = form.ids('type').error;
  return (
    <>
      <AuthHeading title="Verify Your Account" lead="Where should we send your 6-digit code?" />
      <form className="auth-form" {...form.formProps(submit)}>
        <fieldset className="otp-channels" aria-describedby={errorId}>
          <legend className="form-label">Send the code by</legend>
          {CHANNELS.map(({ value, label, icon: Icon, to }) => (
            <label key={value} className="choice-card otp-channel">
              <input
                type="radio"
                name="type"
                value={value}
                checked={form.values.type === value}
                onChange={form.inputProps('type').onChange}
                ref={value === 'email' ? form.inputProps('type').ref : undefined}
                aria-invalid={form.errors.type ? true : undefined}
              />
              <span className="otp-channel__icon">
                <Icon size={20} />
              </span>
              <span className="otp-channel__text">
                <span className="otp-channel__label">{label}</span>
                <span className="otp-channel__to">{to === 'email' ? flow.email : flow.phone}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FieldError id={errorId} message={form.errors.type} />
        <SubmitButton pending={send.pending} label="SEND OTP" pendingLabel="SENDING..." />
      </form>
    </>
  );
}
