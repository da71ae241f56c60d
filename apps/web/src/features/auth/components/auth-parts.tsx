/** Small pieces every auth screen shares: the heading block and the submit button with its loading label. */
import type { ReactNode } from 'react';

export function AuthHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="auth-heading">
      <h1 className="auth-heading__title">{title}</h1>
      {lead ? <p className="auth-heading__lead">{lead}</p> : null}
    </div>
  );
}

type SubmitButtonProps = { pending: boolean; label: string; pendingLabel?: string; disabled?: boolean };

export function SubmitButton({ pending, label, pendingLabel = 'PLEASE WAIT...', disabled }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-lj auth-submit" disabled={pending || disabled} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
