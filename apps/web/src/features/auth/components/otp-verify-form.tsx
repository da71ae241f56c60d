/**
 * The OTP entry of spec §2/§4, shared by /otp-verify, /email-otp-verify and /mobile-otp-verify: six boxes, the
 * channel the code went to (read-only), Resend with its 120-second countdown, and VERIFY. The screen decides what
 * Resend does and where a verified shopper goes.
 */
import { useRef, useState } from 'react';
import { FieldError } from '../../../components/form-field';
import { WhatsAppIcon } from '../../../components/icons';
import { OtpInput, type OtpInputHandle } from '../../../components/otp-input';
import { ResendLine } from '../../../components/resend-line';
import { formatCountdown, useCountdown } from '../../../components/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSubmit } from '../../../lib/use-submit';
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
  const form = useContractForm({
    initial: { otp: '' },
    loadSchema: () => loadAuthSchemas().then((m) => m.otpFormSchema(incompleteMessage)),
    clearOnEdit: ['otp'],
  });
  const otpRef = useRef<OtpInputHandle>(null);
  const verifying = useSubmit(verify);
  const resending = useSubmit(resend);
  const remaining = useCountdown(resendAt);
  const [sentToId] = useState(() => `${form.ids('otp').input}-to`);

  const submit = form.handleSubmit(({ otp }) => verifying.run(otp));

  function handleResend() {
    void resending.run(undefined, {
      onSuccess: (restarted) => {
        if (!restarted) return;
        form.reset();
        otpRef.current?.focus(0);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
          onResendRefused(error.retryAfterSeconds);
          void notify('error', `${error.message} (${formatCountdown(Math.ceil(error.retryAfterSeconds))} left)`);
          return true;
        }
        return false;
      },
    });
  }

  const { error: errorId } = form.ids('otp');
  return (
    <form className="auth-form" {...form.formProps(submit)}>
      <div className="form-field">
        <label htmlFor={sentToId} className="form-label">
          {sentTo.label}
        </label>
        <input id={sentToId} className="form-control" type="text" value={sentTo.value} readOnly />
      </div>
      <fieldset className="form-field otp-field" aria-describedby={errorId}>
        <legend className="form-label">Enter the 6-digit code</legend>
        <OtpInput
          ref={(handle) => {
            otpRef.current = handle;
            form.register('otp', handle);
          }}
          value={form.values.otp}
          onChange={(value) => form.setValue('otp', value)}
          errorId={errorId}
          invalid={Boolean(form.errors.otp)}
        />
        <FieldError id={errorId} message={form.errors.otp} />
      </fieldset>
      <ResendLine remaining={remaining} pending={resending.pending} onResend={handleResend} />
      <SubmitButton pending={verifying.pending} label="VERIFY" pendingLabel="VERIFYING..." />
      {showWhatsApp ? (
        <button type="button" className="btn btn-lj-outline auth-whatsapp" disabled>
          <WhatsAppIcon size={18} /> Get OTP on Your WhatsApp
        </button>
      ) : null}
    </form>
  );
}
