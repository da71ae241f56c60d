/**
 * A labelled form field with its error line. The error line is always present and polite-live, so a message that
 * appears while the shopper types (the password rule) is announced, and the input names it in aria-describedby.
 */
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: ReactNode;
  inputId: string;
  errorId: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
};

export function FormField({ label, inputId, errorId, error, className = 'form-field', children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p id={id} className="field-error" aria-live="polite">
      {message}
    </p>
  );
}
