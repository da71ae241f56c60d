/**
 * The field components of `Form` (see form.tsx): each reads the form from context. A labelled field keeps its error
 * line always present and polite-live, so a message that appears while the shopper types (the password rule) is
 * announced, and the input names it in aria-describedby.
 */
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FieldError } from './field-error';
import { useFormBehaviour } from './form';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * One field of the surrounding `Form`: `control` is what a radio takes (name, change handler, ref); `inputProps`
 * what a text input takes besides (id, invalid state, description, class). `sanitize` and the live re-checks of the
 * form run on every change.
 */
export function useField(name: string) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const { sanitize, afterEdit } = useFormBehaviour();
  const id = useId();
  const errorId = `${id}-error`;
  const error = errors[name]?.message as string | undefined;
  const { onChange, ...registration } = register(name);
  const control = {
    ...registration,
    onChange: async (event: ChangeEvent<FieldElement>) => {
      const clean = sanitize(name, event.target.value);
      if (clean !== event.target.value) event.target.value = clean;
      await onChange(event);
      afterEdit(name);
    },
  };
  return {
    id,
    errorId,
    error,
    control,
    inputProps: {
      ...control,
      id,
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': errorId,
      className: `form-control${error ? ' is-invalid' : ''}`,
    },
  };
}

export type FieldInputProps = ReturnType<typeof useField>['inputProps'];

type FormFieldProps = {
  name: string;
  label: ReactNode;
  className?: string;
  /** Renders the input with the props that tie it to its label and error. */
  children: (input: FieldInputProps) => ReactNode;
};

export function FormField({ name, label, className = 'form-field', children }: FormFieldProps) {
  const field = useField(name);
  return (
    <div className={className}>
      <label htmlFor={field.id} className="form-label">
        {label}
      </label>
      {children(field.inputProps)}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

export { FieldError };
