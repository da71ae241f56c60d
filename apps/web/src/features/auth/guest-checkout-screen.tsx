/**
 * /guest-checkout (issue 14): checking out without an account. Name, e-mail and mobile number, and where the code
 * goes; SEND CODE asks for it (`POST /api/guest/checkout`), the code's boxes prove it (`otpVerification`), and the
 * shopper carries on to checkout with their cart. The server decides whose session that is: a guest's, or their own
 * account's when the address is already registered. The step is kept in the tab (auth-flow), so a reload stays on the
 * code; Change details goes back to the form.
 */
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import type { GuestCheckoutRequest } from '@lumen/contract/guest';
import { MESSAGES } from '@lumen/contract/messages';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSignedIn } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { startGuestCheckout } from './api/start-guest-checkout';
import { verifyOtp } from './api/verify-otp';
import { type AuthFlow, clearFlow, readFlow, startFlow, updateFlow } from './auth-flow';
import { AuthHeading, EmailField, MobileNumberField, SubmitButton } from './components/auth-parts';
import { ChannelChoice } from './components/channel-choice';
import { OtpVerifyForm } from './components/otp-verify-form';
import { useVerified } from './use-verified';
import './auth.scss';

const readGuestFlow = () => {
  const flow = readFlow();
  return flow?.flow === 'guest' && flow.channel ? flow : null;
};

const requestOf = (flow: AuthFlow): GuestCheckoutRequest => ({
  name: flow.name,
  email: flow.email,
  Mobile_number: flow.phone,
  type: flow.channel || 'email',
});

export function GuestCheckoutScreen() {
  const signedIn = useSignedIn();
  usePageMeta({
    title: 'Guest Checkout',
    description: 'Check out at Lumen Jewels without an account: a one-time code confirms your e-mail or mobile.',
  });
  const verified = useVerified();
  const [flow, setFlow] = useState(readGuestFlow);

  if (signedIn) return <Navigate to={paths.checkout} replace />;
  if (!flow) return <GuestDetails onSent={setFlow} />;

  const byEmail = flow.channel === 'email';
  const sentTo = byEmail ? flow.email : flow.phone;
  return (
    <>
      <AuthHeading title="Guest Checkout" lead={`Enter the 6-digit code we sent to ${sentTo}.`} />
      <OtpVerifyForm
        sentTo={{ label: byEmail ? 'Email' : 'Mobile Number', value: sentTo }}
        incompleteMessage={MESSAGES.otpAllDigits}
        resendAt={flow.resendAt}
        verify={async (otp) => {
          const answer = await verifyOtp(byEmail ? { otp, email: flow.email } : { otp, Mobile_number: flow.phone });
          verified(answer, paths.checkout);
        }}
        resend={async () => {
          const message = await startGuestCheckout(requestOf(flow));
          setFlow(updateFlow({ resendAt: Date.now() + OTP_RESEND_SECONDS * 1000 }));
          void notify('success', message);
          return true;
        }}
        onResendRefused={(seconds) => setFlow(updateFlow({ resendAt: Date.now() + seconds * 1000 }))}
      />
      <p className="auth-switch">
        Not you, or a typo?{' '}
        <button
          type="button"
          onClick={() => {
            clearFlow();
            setFlow(null);
          }}
        >
          Change details
        </button>
      </p>
    </>
  );
}

function GuestDetails({ onSent }: { onSent: (flow: AuthFlow) => void }) {
  const send = useMutation({ mutationFn: startGuestCheckout, onError: notifyError });
  return (
    <>
      <AuthHeading
        title="Guest Checkout"
        lead="No account needed. We send a one-time code to confirm it is you, and your order's updates go there too."
      />
      <Form
        className="auth-form"
        defaultValues={{ name: '', email: '', Mobile_number: '', type: '' }}
        schema={() => import('@lumen/contract/guest').then((m) => m.GuestCheckoutRequestSchema)}
        sanitize={{ Mobile_number: sanitizeMobile }}
        onSubmit={async (data) => {
          const message = await send.mutateAsync(data);
          void notify('success', message);
          onSent(
            startFlow('guest', {
              name: data.name,
              email: data.email,
              phone: data.Mobile_number,
              channel: data.type,
              resendAt: Date.now() + OTP_RESEND_SECONDS * 1000,
            }),
          );
        }}
      >
        {(form) => (
          <>
            <FormField name="name" label="Name">
              {(input) => <input {...input} type="text" autoComplete="name" placeholder="Enter your name" />}
            </FormField>
            <EmailField />
            <MobileNumberField />
            <ChannelChoice email={form.watch('email')} phone={form.watch('Mobile_number')} />
            <SubmitButton pending={send.isPending} label="SEND CODE" pendingLabel="SENDING..." />
          </>
        )}
      </Form>
      <p className="auth-switch">
        Have an account? <Link to={paths.signInThen(paths.checkout)}>Sign in</Link>
      </p>
    </>
  );
}
