/**
 * The six code boxes as a field of the surrounding `Form`, in their fieldset with its legend and error line. Their
 * error goes away with the next input and is not re-checked while typing; `focus()` of the field (the first invalid
 * one on submit) goes to the first empty box.
 */
import { type ReactNode, type Ref, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from './field';
import { OtpInput, type OtpInputHandle } from './otp-input';

type OtpFieldProps = {
  name?: string;
  legend: ReactNode;
  className: string;
  legendClassName?: string;
  /** The fieldset's name in plain text, when the legend holds more than text. */
  'aria-label'?: string;
  ref?: Ref<OtpInputHandle>;
};

export function OtpField({ name = 'otp', legend, className, legendClassName, ref, ...rest }: OtpFieldProps) {
  const { setValue, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name });
  const errorId = `${useId()}-error`;

  return (
    <fieldset className={className} aria-label={rest['aria-label']} aria-describedby={errorId}>
      <legend className={legendClassName}>{legend}</legend>
      <OtpInput
        ref={(handle) => {
          field.ref(handle);
          if (typeof ref === 'function') ref(handle);
          else if (ref) ref.current = handle;
        }}
        value={field.value}
        onChange={(value) => {
          setValue(name, value, { shouldDirty: true });
          clearErrors(name);
        }}
        errorId={errorId}
        invalid={fieldState.invalid}
      />
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  );
}
