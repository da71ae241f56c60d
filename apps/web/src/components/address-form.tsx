/**
 * The address form of spec §5, shared by the last step of sign-up (/address-details) and the account's
 * /address/create and /address/edit/{id}: six text fields and the address type (Home, Work, Other), all required,
 * validated with the contract's AddressInputSchema.
 */
import type { AddressInput } from '@lumen/contract/addresses';
import { ADDRESS_TYPES } from '@lumen/contract/constants';
import { FieldError, FormField, useField } from './form/field';
import { Form } from './form/form';

const TEXT_FIELDS = [
  { name: 'address_line_1', label: 'Address Line 1 *', autoComplete: 'address-line1' },
  { name: 'address_line_2', label: 'Address Line 2 *', autoComplete: 'address-line2' },
  { name: 'city', label: 'City *', autoComplete: 'address-level2' },
  { name: 'state', label: 'State/Province *', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country *', autoComplete: 'country-name' },
  { name: 'postal_code', label: 'Postal Code *', autoComplete: 'postal-code' },
] as const;

export type AddressFormValues = Record<keyof AddressInput, string>;

export const EMPTY_ADDRESS: AddressFormValues = {
  address_line_1: '',
  address_line_2: '',
  city: '',
  state: '',
  country: '',
  postal_code: '',
  address_type: '',
};

let schemaModule: Promise<typeof import('@lumen/contract/addresses')> | undefined;
function loadSchema() {
  schemaModule ??= import('@lumen/contract/addresses');
  return schemaModule.then((module) => module.AddressInputSchema);
}

type AddressFormProps = {
  initial?: AddressFormValues;
  /** Returns the promise of the save (its mutation's `mutateAsync`). */
  onSubmit: (address: AddressInput) => Promise<unknown>;
  pending: boolean;
  submitLabel: string;
  className?: string;
  submitClassName?: string;
};

export function AddressForm({
  initial = EMPTY_ADDRESS,
  onSubmit,
  pending,
  submitLabel,
  className = '',
  submitClassName = 'btn btn-lj',
}: AddressFormProps) {
  return (
    <Form
      className={`address-form ${className}`.trim()}
      defaultValues={initial}
      schema={loadSchema}
      onSubmit={onSubmit}
    >
      <div className="address-form__grid">
        {TEXT_FIELDS.map(({ name, label, autoComplete }) => (
          <FormField key={name} name={name} label={label}>
            {(input) => <input {...input} type="text" autoComplete={autoComplete} />}
          </FormField>
        ))}
      </div>
      <AddressTypes />
      <button type="submit" className={submitClassName} disabled={pending} aria-busy={pending}>
        {pending ? 'SAVING...' : submitLabel}
      </button>
    </Form>
  );
}

function AddressTypes() {
  const field = useField('address_type');
  return (
    <fieldset className="form-field address-types" aria-describedby={field.errorId}>
      <legend className="form-label">Address Type *</legend>
      <div className="address-types__options">
        {ADDRESS_TYPES.map((type) => (
          <label key={type} className="choice-card address-type">
            <input {...field.control} type="radio" value={type} aria-invalid={field.error ? true : undefined} />
            <span>{type}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}
