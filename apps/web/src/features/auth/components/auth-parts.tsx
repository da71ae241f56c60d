/**
 * Small pieces the auth screens share: the heading block, the submit button with its loading label, and the fields
 * that name the account (e-mail, mobile number, or either in one box).
 */
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form/field';

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

export function EmailField() {
  return (
    <FormField name="email" label="Email">
      {(input) => <input {...input} type="email" autoComplete="email" placeholder="Enter your email" />}
    </FormField>
  );
}

/** type=text: HTML allows autocomplete=tel-national (a 10-digit national number) only on text inputs. */
export function MobileNumberField() {
  return (
    <FormField name="Mobile_number" label="Mobile Number">
      {(input) => (
        <input
          {...input}
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="Enter your mobile number"
        />
      )}
    </FormField>
  );
}

/** One box for an e-mail address or a mobile number: the contract's schema tells which it is. */
export function IdentifierField() {
  return (
    <FormField name="identifier" label="Email or Mobile Number">
      {(input) => (
        <input
          {...input}
          type="text"
          inputMode="email"
          autoComplete="username"
          placeholder="Enter your email or mobile number"
        />
      )}
    </FormField>
  );
}
