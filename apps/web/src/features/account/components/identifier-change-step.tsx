/**
 * The code step of a change of e-mail or mobile number: "Enter the 6-digit code we sent to <new address>" with the
 * shop's six boxes, VERIFY, Resend with its 120-second countdown, and "Cancel change". Shown after a save that
 * leaves the change waiting, and whenever the profile has one (coming back later). A confirmed or cancelled change
 * puts the profile the server answers in the cache, so the header and the overview show it at once; once nothing
 * waits any more, a confirmed change returns to /account (or does what the page says: `onConfirmed`).
 */
import type { UserProfile } from '@lumen/contract/account';
import { IDENTIFIER_LABELS } from '@lumen/contract/account-messages';
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Form } from '../../../components/form/form';
import { OtpField } from '../../../components/form/otp-field';
import type { OtpInputHandle } from '../../../components/form/otp-input';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { ResendLine } from '../../../components/resend-line';
import { formatCountdown, useCountdown } from '../../../components/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { accountKeys } from '../api/account-keys';
import { cancelIdentifierChange } from '../api/cancel-identifier-change';
import { confirmIdentifierChange } from '../api/confirm-identifier-change';
import { resendIdentifierChangeCode } from '../api/resend-identifier-change-code';
import { type PendingChange, pendingChanges } from '../identifier-change';
import { BreakableAddress } from './breakable-address';

type IdentifierChangeStepProps = {
  change: PendingChange;
  /** The address the account keeps until the change is confirmed ('' when it has none). */
  current: string;
  /** When the code was sent from this page (ms), so Resend waits; null when the shopper came back later. */
  sentAt: number | null;
  /** What follows a confirmed change once nothing waits any more; by default, /account. */
  onConfirmed?: () => void;
};

const loadVerifySchema = () =>
  import('@lumen/contract/account').then((module) => module.IdentifierChangeVerifyRequestSchema);

export function IdentifierChangeStep({ change, current, sentAt, onConfirmed }: IdentifierChangeStepProps) {
  const { kind, value } = change;
  const label = IDENTIFIER_LABELS[kind];
  /** Proving the account's own, unproved address rather than moving to a new one. */
  const proving = kind === 'email' ? value.toLowerCase() === current.toLowerCase() : value === current;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const boxes = useRef<OtpInputHandle>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const remaining = useCountdown(resendAt);
  const [status, setStatus] = useState('');
  const titleId = useId();

  // Just sent from this page: Resend waits, and the shopper's next move is to type the code.
  useEffect(() => {
    if (sentAt === null) return;
    setResendAt(sentAt + OTP_RESEND_SECONDS * 1000);
    boxes.current?.focus(0);
  }, [sentAt]);

  function showProfile(profile: UserProfile | undefined) {
    if (profile) queryClient.setQueryData(accountKeys.profile, profile);
    void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
  }

  const verifying = useMutation({ mutationFn: confirmIdentifierChange, onError: notifyError });
  const resending = useMutation({
    mutationFn: resendIdentifierChangeCode,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
        setResendAt(Date.now() + error.retryAfterSeconds * 1000);
        void notify('error', `${error.message} (${formatCountdown(Math.ceil(error.retryAfterSeconds))} left)`);
        return;
      }
      // Nothing waits any more (cancelled elsewhere, or expired): the profile says so.
      if (error instanceof ApiError && error.status === 400)
        void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      notifyError(error);
    },
  });
  const cancelling = useMutation({
    mutationFn: cancelIdentifierChange,
    onSuccess: ({ message, profile }) => {
      void notify('success', message);
      showProfile(profile);
    },
    onError: notifyError,
  });
  const busy = verifying.isPending || cancelling.isPending;

  const Icon = kind === 'email' ? MailIcon : PhoneIcon;
  return (
    <Card as="section" className="identifier-step" aria-labelledby={titleId}>
      <div className="identifier-step__head">
        <span className="identifier-step__icon">
          <Icon size={22} />
        </span>
        <div>
          <h2 id={titleId} className="lj-card__title">
            {proving ? `Verify your ${label}` : `Confirm your new ${label}`}
          </h2>
          {current && !proving ? (
            <p className="identifier-step__lead">
              Until you do, your account keeps{' '}
              <span className="identifier-step__address">
                <BreakableAddress text={current} />
              </span>
              .
            </p>
          ) : null}
        </div>
      </div>
      <Form
        className="identifier-step__form"
        defaultValues={{ otp: '' }}
        schema={loadVerifySchema}
        onSubmit={async ({ otp }, form) => {
          let answer: Awaited<ReturnType<typeof confirmIdentifierChange>>;
          try {
            answer = await verifying.mutateAsync({ kind, otp });
          } catch (error) {
            if (error instanceof ApiError && error.status === 400) {
              form.setError('otp', { type: 'server', message: error.message });
              boxes.current?.focus(0);
            }
            return;
          }
          void notify('success', answer.message);
          showProfile(answer.profile);
          if (!answer.profile || pendingChanges(answer.profile).length === 0) {
            if (onConfirmed) onConfirmed();
            else navigate(paths.account);
          }
        }}
      >
        {(form) => (
          <>
            {/* Named in plain text: the legend's line-break hint must not reach the name (some engines read it as a space). */}
            <OtpField
              className="form-field identifier-step__code"
              aria-label={`Enter the 6-digit code we sent to ${value}`}
              legendClassName="identifier-step__legend"
              legend={
                <>
                  Enter the 6-digit code we sent to{' '}
                  <span className="identifier-step__address">
                    <BreakableAddress text={value} />
                  </span>
                </>
              }
              ref={boxes}
            />
            <ResendLine
              className="identifier-step__resend"
              remaining={remaining}
              pending={resending.isPending}
              onResend={() => {
                setStatus('');
                resending.mutate(kind, {
                  onSuccess: (message) => {
                    setStatus(message);
                    setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
                    form.reset();
                    boxes.current?.focus(0);
                  },
                });
              }}
            />
            <p className="identifier-step__status" role="status">
              {status}
            </p>
            <div className="account-form__actions">
              <button
                type="button"
                className="btn btn-lj-outline"
                disabled={busy}
                onClick={() => cancelling.mutate(kind)}
              >
                {cancelling.isPending ? 'CANCELLING...' : proving ? 'Not now' : 'Cancel change'}
              </button>
              <button type="submit" className="btn btn-lj" disabled={busy} aria-busy={verifying.isPending}>
                {verifying.isPending ? 'VERIFYING...' : 'VERIFY'}
              </button>
            </div>
          </>
        )}
      </Form>
    </Card>
  );
}
