/**
 * /email-otp-method ('Email OTP') and /mobile-otp-method ('Mobile Number', digits only, at most 10): sign in with a
 * one-time code instead of a password (spec §2). CONTINUE sends the code and goes to the matching verify screen.
 */
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Form, type FormSchema, type FormValues } from '../../components/form/form';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSignedIn } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { sendOtp } from './api/send-otp';
import { startFlow } from './auth-flow';
import { AuthHeading, EmailField, MobileNumberField, SubmitButton } from './components/auth-parts';
import { loadAuthSchemas } from './load-schemas';
import './auth.scss';

/** What each channel's screen says, and where it goes once the code is sent. */
const CHANNELS = {
  email: {
    title: 'Email OTP',
    description: 'Sign in to Lumen Jewels with a code sent to your e-mail.',
    lead: 'We will e-mail you a 6-digit code to sign in with, no password needed.',
    verify: paths.emailOtpVerify,
  },
  sms: {
    title: 'Mobile OTP',
    description: 'Sign in to Lumen Jewels with a code sent to your mobile.',
    lead: 'We will text you a 6-digit code to sign in with, no password needed.',
    verify: paths.mobileOtpVerify,
  },
} as const;

/** The one identifier the form asks for: the other one is sent empty. */
type Identifier = { email: string } | { Mobile_number: string };

type OtpRequestProps<V extends FormValues> = {
  channel: keyof typeof CHANNELS;
  defaultValues: V;
  schema: () => Promise<FormSchema<V, Identifier>>;
  sanitize?: Partial<Record<keyof V & string, (value: string) => string>>;
  field: ReactNode;
};

function OtpRequestScreen<V extends FormValues>({
  channel,
  defaultValues,
  schema,
  sanitize,
  field,
}: OtpRequestProps<V>) {
  const signedIn = useSignedIn();
  const { title, description, lead, verify } = CHANNELS[channel];
  usePageMeta({ title, description });
  const navigate = useNavigate();
  const send = useMutation({ mutationFn: sendOtp, onError: notifyError });
  if (signedIn) return <Navigate to={paths.account} replace />;

  return (
    <>
      <AuthHeading title={title} lead={lead} />
      <Form
        className="auth-form"
        defaultValues={defaultValues}
        schema={schema}
        sanitize={sanitize}
        onSubmit={async (data) => {
          const { email, Mobile_number } = { email: '', Mobile_number: '', ...data };
          const message = await send.mutateAsync({ type: channel, email, Mobile_number });
          startFlow('otp-sign-in', {
            email,
            phone: Mobile_number,
            channel,
            resendAt: Date.now() + OTP_RESEND_SECONDS * 1000,
          });
          void notify('success', message);
          navigate(verify);
        }}
      >
        {field}
        <SubmitButton pending={send.isPending} label="CONTINUE" pendingLabel="SENDING..." />
      </Form>
      <p className="auth-switch">
        <Link to={paths.signIn}>Sign in with your password</Link>
      </p>
    </>
  );
}

export function EmailOtpMethodScreen() {
  return (
    <OtpRequestScreen
      channel="email"
      defaultValues={{ email: '' }}
      schema={() => loadAuthSchemas().then((m) => m.EmailFormSchema)}
      field={<EmailField />}
    />
  );
}

export function MobileOtpMethodScreen() {
  return (
    <OtpRequestScreen
      channel="sms"
      defaultValues={{ Mobile_number: '' }}
      schema={() => loadAuthSchemas().then((m) => m.MobileFormSchema)}
      sanitize={{ Mobile_number: sanitizeMobile }}
      field={<MobileNumberField />}
    />
  );
}
