/**
 * The code step of a change of e-mail or mobile number: "Enter the 6-digit code we sent to <new address>" with the
 * shop's six boxes, VERIFY, Resend with its 120-second countdown, and "Cancel change". Shown after a save that
 * leaves the change waiting, and whenever the profile has one (coming back later). A confirmed or cancelled change
 * puts the profile the server answers in the cache, so the header and the overview show it at once; once nothing
 * waits any more, a confirmed change returns to /account.
 */
import type { UserProfile } from '@lumen/contract/account';
import { IDENTIFIER_LABELS } from '@lumen/contract/account-messages';
import { OTP_RESEND_SECONDS } from '@lumen/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { FieldError } from '../../../components/form-field';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { OtpInput, type OtpInputHandle } from '../../../components/otp-input';
import { ResendLine } from '../../../components/resend-line';
import { formatCountdown, useCountdown } from '../../../components/use-countdown';
import { accountKeys } from '../../../lib/account-keys';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSubmit } from '../../../lib/use-submit';
import { identifierChangeApi, type PendingChange, pendingChanges } from '../api/identifier-change';
import { BreakableAddress } from './breakable-address';

type IdentifierChangeStepProps = {
  change: PendingChange;
  /** The address the account keeps until the change is confirmed ('' when it has none). */
  current: string;
  /** When the code was sent from this page (ms), so Resend waits; null when the shopper came back later. */
  sentAt: number | null;
};

const loadVerifySchema = () =>
  import('@lumen/contract/account').then((module) => module.IdentifierChangeVerifyRequestSchema);

export function IdentifierChangeStep({ change, current, sentAt }: IdentifierChangeStepProps) {
  const { kind, value } = change;
  const label = IDENTIFIER_LABELS[kind];
  /** Proving the account's own, unproved address rather than moving to a new one. */
  const proving = kind === 'email' ? value.toLowerCase() === current.toLowerCase() : value === current;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm({ initial: { otp: '' }, loadSchema: loadVerifySchema, clearOnEdit: ['otp'] });
  const boxes = useRef<OtpInputHandle>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const remaining = useCountdown(resendAt);
  const [status, setStatus] = useState('');
  const verifying = useSubmit(identifierChangeApi.confirm);
  const resending = useSubmit(identifierChangeApi.resend);
  const cancelling = useSubmit(identifierChangeApi.cancel);
  const busy = verifying.pending || cancelling.pending;
  const titleId = useId();
  const { error: errorId } = form.ids('otp');

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

  const submit = form.handleSubmit(({ otp }) =>
    verifying.run(
      { kind, otp },
      {
        onSuccess: ({ message, profile }) => {
          void notify('success', message);
          showProfile(profile);
          if (!profile || pendingChanges(profile).length === 0) navigate(paths.account);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            form.setErrors({ otp: error.message });
            boxes.current?.focus(0);
          }
          return false;
        },
      },
    ),
  );

  function resend() {
    setStatus('');
    void resending.run(kind, {
      onSuccess: (message) => {
        setStatus(message);
        setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
        form.reset();
        boxes.current?.focus(0);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
          setResendAt(Date.now() + error.retryAfterSeconds * 1000);
          void notify('error', `${error.message} (${formatCountdown(Math.ceil(error.retryAfterSeconds))} left)`);
          return true;
        }
        // Nothing waits any more (cancelled elsewhere, or expired): the profile says so.
        if (error instanceof ApiError && error.status === 400)
          void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
        return false;
      },
    });
  }

  function cancel() {
    void cancelling.run(kind, {
      onSuccess: ({ message, profile }) => {
        void notify('success', message);
        showProfile(profile);
      },
    });
  }

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
      <form className="identifier-step__form" {...form.formProps(submit)}>
        {/* Named in plain text: the legend's line-break hint must not reach the name (some engines read it as a space). */}
        <fieldset
          className="form-field identifier-step__code"
          aria-label={`Enter the 6-digit code we sent to ${value}`}
          aria-describedby={errorId}
        >
          <legend className="identifier-step__legend">
            Enter the 6-digit code we sent to{' '}
            <span className="identifier-step__address">
              <BreakableAddress text={value} />
            </span>
          </legend>
          <OtpInput
            ref={(handle) => {
              boxes.current = handle;
              form.register('otp', handle);
            }}
            value={form.values.otp}
            onChange={(next) => form.setValue('otp', next)}
            errorId={errorId}
            invalid={Boolean(form.errors.otp)}
          />
          <FieldError id={errorId} message={form.errors.otp} />
        </fieldset>
        <ResendLine
          className="identifier-step__resend"
          remaining={remaining}
          pending={resending.pending}
          onResend={resend}
        />
        <p className="identifier-step__status" role="status">
          {status}
        </p>
        <div className="account-form__actions">
          <button type="button" className="btn btn-lj-outline" disabled={busy} onClick={cancel}>
            {cancelling.pending ? 'CANCELLING...' : proving ? 'Not now' : 'Cancel change'}
          </button>
          <button type="submit" className="btn btn-lj" disabled={busy} aria-busy={verifying.pending}>
            {verifying.pending ? 'VERIFYING...' : 'VERIFY'}
          </button>
        </div>
      </form>
    </Card>
  );
}
