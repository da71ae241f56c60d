/**
 * "Didn't get the code?  Resend", or "You can ask for a new code in 01:59" while the wait runs: the one resend line
 * of every code screen. The countdown is not a live region (it would be read out every second); the button names it
 * as its description instead.
 */
import { useId } from 'react';
import { formatCountdown } from './use-countdown';

type ResendLineProps = {
  /** Seconds left of the wait; 0 when a new code may be asked for. */
  remaining: number;
  pending: boolean;
  onResend: () => void;
  className?: string;
};

export function ResendLine({ remaining, pending, onResend, className }: ResendLineProps) {
  const waitId = useId();
  return (
    <div className={className ? `otp-resend ${className}` : 'otp-resend'}>
      <span id={waitId} className="otp-resend__text">
        {remaining > 0 ? `You can ask for a new code in ${formatCountdown(remaining)}` : "Didn't get the code?"}
      </span>
      <button
        type="button"
        className="btn-link otp-resend__button"
        disabled={remaining > 0 || pending}
        aria-describedby={waitId}
        onClick={onResend}
      >
        {pending ? 'Sending...' : 'Resend'}
      </button>
    </div>
  );
}
