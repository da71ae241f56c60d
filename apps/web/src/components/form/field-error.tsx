/** A field's error line: always present and polite-live, so a message is announced as it appears. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p id={id} className="field-error" aria-live="polite">
      {message}
    </p>
  );
}
