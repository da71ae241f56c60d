/** A select of the back office's forms, tied to its label and error like any FormField (the product editor's). */
import { FormField } from '../../../components/form/field';

export function Choice({
  name,
  label,
  options,
  defaultValue,
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  /** The choice of a row added after the form opened (the form's own values hold the rest). */
  defaultValue?: string;
}) {
  return (
    <FormField name={name} label={label}>
      {(input) => (
        <select
          {...input}
          defaultValue={defaultValue}
          className={`lj-select${input['aria-invalid'] ? ' is-invalid' : ''}`}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
