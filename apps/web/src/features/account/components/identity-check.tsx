/**
 * The proof a new e-mail or mobile number needs, shown in the edit form as soon as either differs from the profile:
 * the current password, or — for an account without a password — "Send me a code" (a code to the current address)
 * and a field for it. The region is polite-live, so the explanation is announced when it appears.
 */
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FormField } from '../../../components/form/field';
import { PasswordInput } from '../../../components/form/password-input';
import { ShieldIcon } from '../../../components/icons';
import { formatCountdown, useCountdown } from '../../../components/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { sendReauthenticationCode } from '../api/send-reauthentication-code';

export const PASSWORD_INTRO =
  'To change your email or mobile number, enter your current password. We will send a code to the new address to confirm it.';
export const VERIFY_INTRO = 'To verify it, enter your current password. We will then send a code to it.';
export const CODE_INTRO =
  'To change your email or mobile number, first ask for a code at your current address and enter it here. We will then send a code to the new address to confirm it.';

function ReauthenticationCode() {
  const [sent, setSent] = useState<string>();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const remaining = useCountdown(resendAt);
  const waitId = useId();
  const codeInput = useRef<HTMLInputElement | null>(null);
  const send = useMutation({
    mutationFn: sendReauthenticationCode,
    onSuccess: (message) => {
      setSent(message);
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      codeInput.current?.focus();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
        setResendAt(Date.now() + error.retryAfterSeconds * 1000);
      }
      notifyError(error);
    },
  });

  function sendCode() {
    if (!send.isPending) send.mutate();
  }

  return (
    <>
      <div className="identity-check__send">
        <button
          type="button"
          className="btn btn-lj-outline btn-lj--sm"
          disabled={send.isPending || remaining > 0}
          aria-describedby={remaining > 0 ? waitId : undefined}
          onClick={sendCode}
        >
          {send.isPending ? 'Sending...' : sent ? 'Send a new code' : 'Send me a code'}
        </button>
        {remaining > 0 ? (
          <span id={waitId} className="identity-check__wait">
            You can ask for a new code in {formatCountdown(remaining)}
          </span>
        ) : null}
      </div>
      <p className="identity-check__sent" role="status">
        {sent}
      </p>
      <FormField name="current_otp" label="6-digit code">
        {({ ref, className, ...code }) => (
          <input
            {...code}
            ref={(node) => {
              ref(node);
              codeInput.current = node;
            }}
            className={`${className} identity-check__code`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
          />
        )}
      </FormField>
    </>
  );
}

type IdentityCheckProps = {
  hasPassword: boolean;
  /** A new address, or proving a current one (the wording differs). */
  purpose: 'change' | 'verify';
};

export function IdentityCheck({ hasPassword, purpose }: IdentityCheckProps) {
  const intro = !hasPassword ? CODE_INTRO : purpose === 'verify' ? VERIFY_INTRO : PASSWORD_INTRO;
  return (
    <div className="identity-check">
      <p className="identity-check__intro">
        <ShieldIcon size={20} />
        <span>{intro}</span>
      </p>
      {hasPassword ? (
        <FormField name="current_password" label="Current password">
          {(input) => <PasswordInput {...input} autoComplete="current-password" />}
        </FormField>
      ) : (
        <ReauthenticationCode />
      )}
    </div>
  );
}
