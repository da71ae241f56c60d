/**
 * The OTP entry of spec §2/§4, shared by /otp-verify, /email-otp-verify and /mobile-otp-verify: six boxes, the
 * channel the code went to (read-only), Resend with its 120-second countdown, and VERIFY. The screen decides what
 * Resend does and where a verified shopper goes.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Form } from '../../../components/form/form';
import { OtpField } from '../../../components/form/otp-field';
import type { OtpInputHandle } from '../../../components/form/otp-input';
import { WhatsAppIcon } from '../../../components/icons';
import { ResendLine } from '../../../components/resend-line';
import { formatCountdown, useCountdown } from '../../../components/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/notify';
import { loadAuthSchemas } from '../load-schemas';
import { SubmitButton } from './auth-parts';

type OtpVerifyFormProps = {
  /** What the read-only field says the code went to: 'Email' and the address, 'Mobile Number' and the number. */
  sentTo: { label: string; value: string };
  /** 'Please enter 6 digits' on the e-mail OTP screen, 'Please enter all 6 digits' elsewhere (spec §5). */
  incompleteMessage: string;
  /** When Resend may be used again (ms), or null when it may be used now. */
  resendAt: number | null;
  verify: (otp: string) => Promise<void>;
  /** Asks for a new code; resolves true when the boxes should be cleared and the countdown restarted. */
  resend: () => Promise<boolean>;
  /** Called with the server's wait when it refuses a resend (429). */
  onResendRefused: (retryAfterSeconds: number) => void;
  showWhatsApp?: boolean;
};

export function OtpVerifyForm({
  sentTo,
  incompleteMessage,
  resendAt,
  verify,
  resend,
  onResendRefused,
  showWhatsApp = false,
}: OtpVerifyFormProps) {
  const otpRef = useRef<OtpInputHandle>(null);
  const verifying = useMutation({ mutationFn: (otp: string) => verify(otp), onError: notifyError });
  const resending = useMutation({
    mutationFn: () => resend(),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
        onResendRefused(error.retryAfterSeconds);
        void notify('error', `${error.message} (${formatCountdown(Math.ceil(error.retryAfterSeconds))} left)`);
      } else {
        notifyError(error);
      }
    },
  });
  const remaining = useCountdown(resendAt);
  const sentToId = useId();

  return (
    <Form
      className="auth-form"
      defaultValues={{ otp: '' }}
      schema={() => loadAuthSchemas().then((m) => m.otpFormSchema(incompleteMessage))}
      onSubmit={({ otp }) => verifying.mutateAsync(otp)}
    >
      {(form) => (
        <>
          <div className="form-field">
            <label htmlFor={sentToId} className="form-label">
              {sentTo.label}
            </label>
            <input id={sentToId} className="form-control" type="text" value={sentTo.value} readOnly />
          </div>
          <OtpField
            className="form-field otp-field"
            legendClassName="form-label"
            legend="Enter the 6-digit code"
            ref={otpRef}
          />
          <ResendLine
            remaining={remaining}
            pending={resending.isPending}
            onResend={() =>
              resending.mutate(undefined, {
                onSuccess: (restarted) => {
                  if (!restarted) return;
                  form.reset();
                  otpRef.current?.focus(0);
                },
              })
            }
          />
          <SubmitButton pending={verifying.isPending} label="VERIFY" pendingLabel="VERIFYING..." />
          {showWhatsApp ? (
            <button type="button" className="btn btn-lj-outline auth-whatsapp" disabled>
              <WhatsAppIcon size={18} /> Get OTP on Your WhatsApp
            </button>
          ) : null}
        </>
      )}
    </Form>
  );
}
