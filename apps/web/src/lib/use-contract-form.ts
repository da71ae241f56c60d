/**
 * Form state for a form validated by one of the contract's schemas, so the browser shows the API's own messages
 * word for word. Each field's error sits under it; a field showing an error is re-checked as it is edited, and
 * `liveFields` (the password rule of spec §5) are checked on every edit. On submit the first invalid field gets
 * focus. The schema module (and zod with it) is loaded on demand: call `prepare` when the shopper reaches into
 * the form, so the page itself does not wait for it.
 */
import { type ChangeEvent, type FormEvent, type FormEventHandler, useId, useRef, useState } from 'react';
import { prepareToasts } from './notify';

type Issue = { path: PropertyKey[]; message: string };
export type ContractSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Options<V extends Record<string, string>, T> = {
  initial: V;
  loadSchema: () => Promise<ContractSchema<T>>;
  liveFields?: ReadonlyArray<keyof V & string>;
  /** Fields whose message goes away with the next input and is not re-checked while typing (the OTP boxes). */
  clearOnEdit?: ReadonlyArray<keyof V & string>;
  /** Rewrites a value as it is typed (e.g. a mobile number keeps its digits only). */
  sanitize?: Partial<Record<keyof V & string, (value: string) => string>>;
};

export function useContractForm<V extends Record<string, string>, T>(options: Options<V, T>) {
  type Field = keyof V & string;
  const fields = Object.keys(options.initial) as Field[];
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formId = useId();
  const refs = useRef<Partial<Record<Field, { focus: () => void } | null>>>({});
  const optionsRef = useRef(options);
  optionsRef.current = options;

  async function validate(next: V): Promise<{ data: T } | { errors: FieldErrors<Field> }> {
    const schema = await optionsRef.current.loadSchema();
    const result = schema.safeParse(next);
    if (result.success) return { data: result.data };
    const found: FieldErrors<Field> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && fields.includes(field as Field) && !found[field as Field]) {
        found[field as Field] = issue.message;
      }
    }
    return { errors: found };
  }

  function recheck(next: V, changed: Field) {
    const live = optionsRef.current.liveFields ?? [];
    const cleared = optionsRef.current.clearOnEdit ?? [];
    if (cleared.includes(changed)) {
      setErrors((current) => ({ ...current, [changed]: undefined }));
      return;
    }
    const watched = fields.filter(
      (field) => !cleared.includes(field) && (field === changed || live.includes(field) || errors[field]),
    );
    const shown = (field: Field) => live.includes(field) || errors[field] !== undefined;
    if (!watched.some(shown)) return;
    void validate(next).then((result) =>
      setErrors((current) => {
        const updated = { ...current };
        for (const field of watched) {
          if (!shown(field)) continue;
          // A live field says nothing until the shopper has typed in it.
          if (live.includes(field) && next[field] === '' && current[field] === undefined) continue;
          updated[field] = 'errors' in result ? result.errors[field] : undefined;
        }
        return updated;
      }),
    );
  }

  function setValue(field: Field, raw: string) {
    const clean = optionsRef.current.sanitize?.[field]?.(raw) ?? raw;
    const next = { ...values, [field]: clean };
    setValues(next);
    recheck(next, field);
  }

  function onChange(event: ChangeEvent<FieldElement>) {
    setValue(event.target.name as Field, event.target.value);
  }

  /** Validates, focuses the first invalid field, or hands the parsed request to `onValid`. */
  function handleSubmit(onValid: (data: T) => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = await validate(values);
      if ('errors' in result) {
        setErrors(result.errors);
        const first = fields.find((field) => result.errors[field]);
        if (first) refs.current[first]?.focus();
        return;
      }
      setErrors({});
      onValid(result.data);
    };
  }

  const ids = (field: Field) => ({ input: `${formId}-${field}`, error: `${formId}-${field}-error` });

  /** The props every input of the form takes: id, name, value, change handler, invalid state and description. */
  function inputProps(field: Field) {
    const { input, error } = ids(field);
    return {
      id: input,
      name: field,
      value: values[field],
      onChange,
      required: true,
      ref: (node: FieldElement | null) => {
        refs.current[field] = node;
      },
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': error,
      className: `form-control${errors[field] ? ' is-invalid' : ''}`,
    };
  }

  return {
    values,
    errors,
    setValue,
    setErrors,
    reset: () => {
      setValues(optionsRef.current.initial);
      setErrors({});
    },
    handleSubmit,
    inputProps,
    ids,
    /**
     * Shows a server refusal that names one of this form's fields under that field and focuses it (the toast still
     * says it too); false when the error is about no field of this form.
     */
    showServerError: (error: Error): false => {
      const field = (error as { field?: string }).field;
      if (field && fields.includes(field as Field)) {
        setErrors((current) => ({ ...current, [field]: error.message }));
        refs.current[field as Field]?.focus();
      }
      return false;
    },
    /** For a field that is not one input (the OTP boxes): what to focus when it is the first invalid one. */
    register: (field: Field, focusable: { focus: () => void } | null) => {
      refs.current[field] = focusable;
    },
    prepare: () => void optionsRef.current.loadSchema(),
    /**
     * The <form>'s props: no browser validation (the contract's messages are shown instead), the submit handler, and
     * the schema and the toasts loaded as soon as the shopper reaches into the form.
     */
    formProps: (onSubmit: FormEventHandler<HTMLFormElement>) => ({
      noValidate: true,
      onSubmit,
      onFocus: () => {
        void optionsRef.current.loadSchema();
        void prepareToasts();
      },
    }),
    /** A FormField's props for `field`: its label, the ids tying label, input and error, and the error. */
    fieldProps: (field: Field, label: string) => ({
      label,
      inputId: ids(field).input,
      errorId: ids(field).error,
      error: errors[field],
    }),
  };
}

export type ContractForm = ReturnType<typeof useContractForm>;
