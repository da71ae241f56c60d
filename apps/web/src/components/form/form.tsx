/**
 * The one form pattern (after bulletproof-react's `components/ui/form/form.tsx`): `Form` owns react-hook-form's
 * `useForm` and provides it to the field components (`FormField`, `OtpField`, `useField`), which read it from context.
 * It validates with one of the contract's zod schemas, so the browser shows the API's own messages word for word.
 *
 * - The schema module (and zod with it) and the zod resolver are loaded on demand: when the shopper first focuses the
 *   form (with the toasts), or at the latest on submit. Nothing of it is on the page's first load (decision 009).
 * - Validation on submit (the first invalid field in the page's order gets focus and is scrolled, with its error line,
 *   clear of any sticky bar: `revealField`), then a field showing an error is re-checked as it is
 *   edited (`mode: 'onSubmit', reValidateMode: 'onChange'`); `liveFields` (the password rule of spec §5) are checked
 *   on every edit once typed in.
 * - `onSubmit` gets the parsed request; it returns the promise of its mutation (`mutateAsync`). While that runs a
 *   second submit sends nothing, and a refusal that names one of this form's fields is shown under that field,
 *   which gets focus (the mutation's own `onError` still toasts it).
 */
import { createContext, type FormEvent, type ReactNode, useContext, useRef } from 'react';
import { FormProvider, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useHydrated } from '../../lib/hydration';
import { prepareToasts } from '../../lib/notify';

/** One of the contract's zod schemas, typed by what it parses to. */
export type ContractSchema<T> = { _zod: { output: T } };

/** What a form checks with: a contract schema, or a ready resolver (a rule the schema alone cannot state). */
export type FormSchema<V extends FormValues, T> = ContractSchema<T> | Resolver<V, unknown, T>;

export type FormValues = Record<string, string>;

export type FormBehaviour = {
  /** Loads the schema (and the toasts) ahead of need. */
  prepare: () => void;
  /** Rewrites a value as it is typed (e.g. a mobile number keeps its digits only). */
  sanitize: (name: string, value: string) => string;
  /** After an edit of `name`: re-checks the live fields once typed in, and every other field showing an error. */
  afterEdit: (name: string) => void;
};

const BehaviourContext = createContext<FormBehaviour | null>(null);

export function useFormBehaviour(): FormBehaviour {
  const behaviour = useContext(BehaviourContext);
  if (!behaviour) throw new Error('A form field must be rendered inside <Form>.');
  return behaviour;
}

export type SchemaForm<V extends FormValues, T> = UseFormReturn<V, unknown, T>;

type FormProps<V extends FormValues, T> = {
  defaultValues: V;
  /** Loads what the form checks with; called again on every check, so it may depend on the screen's state. */
  schema: () => Promise<FormSchema<V, T>>;
  onSubmit: (data: T, form: SchemaForm<V, T>) => Promise<unknown> | undefined;
  liveFields?: ReadonlyArray<keyof V & string>;
  sanitize?: Partial<Record<keyof V & string, (value: string) => string>>;
  className?: string;
  'aria-busy'?: boolean;
  children: ReactNode | ((form: SchemaForm<V, T>) => ReactNode);
};

export function Form<V extends FormValues, T>(props: FormProps<V, T>) {
  const propsRef = useRef(props);
  propsRef.current = props;
  const busy = useRef(false);

  const resolver = useRef<Resolver<V, unknown, T>>(async (values, context, options) => {
    const schema = await propsRef.current.schema();
    if (typeof schema === 'function') return schema(values, context, options);
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const resolve = zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<V, unknown, T>;
    return resolve(values, context, options);
  }).current;

  const form = useForm<V, unknown, T>({
    // biome-ignore lint/suspicious/noExplicitAny: react-hook-form types default values as a deep partial of V.
    defaultValues: props.defaultValues as any,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver,
    // react-hook-form would focus the first field it registered, and the browser scroll it just inside the window,
    // under a sticky save bar; `revealField` does both in the page's order and clear of the bars.
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement>(null);

  const behaviour = useRef<FormBehaviour>({
    prepare: () => {
      void propsRef.current.schema();
      void import('@hookform/resolvers/zod');
      void prepareToasts();
    },
    sanitize: (name, value) => propsRef.current.sanitize?.[name as keyof V & string]?.(value) ?? value,
    afterEdit: (changed) => {
      const live: ReadonlyArray<string> = propsRef.current.liveFields ?? [];
      const values = form.getValues() as FormValues;
      const showing = (name: string) => form.getFieldState(name as Parameters<typeof form.getFieldState>[0]).invalid;
      const recheck = Object.keys(propsRef.current.defaultValues).filter((name) =>
        // A live field says nothing until the shopper has typed in it; the edited field itself is re-checked by
        // react-hook-form once the form has been submitted.
        live.includes(name) ? values[name] !== '' || showing(name) : name !== changed && showing(name),
      );
      if (recheck.length > 0) void form.trigger(recheck as Parameters<typeof form.trigger>[0]);
    },
  }).current;

  /** Reveals the first of these fields; a field with no control of that name (the code boxes) takes focus itself. */
  function reveal(names: string[]) {
    const [first] = names;
    if (first && !revealField(formElement.current, names)) form.setFocus(first as Path<V>);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    busy.current = true;
    try {
      await form.handleSubmit(
        async (data) => {
          try {
            await propsRef.current.onSubmit(data, form);
          } catch (error) {
            const field = showServerError(form, Object.keys(propsRef.current.defaultValues), error);
            if (field) reveal([field]);
          }
        },
        (errors) => reveal(Object.keys(errors)),
      )(event);
    } finally {
      busy.current = false;
    }
  }

  const { className, children } = props;
  // Until the page is hydrated the form cannot work: what was typed would be cleared as react-hook-form takes the
  // fields over, and a submit would leave the page. Its fields wait, disabled, in a fieldset that adds no box.
  const hydrated = useHydrated();
  return (
    <FormProvider {...form}>
      <BehaviourContext.Provider value={behaviour}>
        {/*
         * POST: should a form ever be sent without the app (its fields are disabled until hydrated), its fields go in
         * the body to the page's own address, which the server refuses, never in the URL, where a password would
         * reach the history and the logs.
         */}
        <form
          ref={formElement}
          className={className}
          method="post"
          noValidate
          onSubmit={submit}
          onFocus={behaviour.prepare}
          aria-busy={props['aria-busy']}
        >
          <fieldset className="form-fields" disabled={!hydrated}>
            {typeof children === 'function' ? children(form) : children}
          </fieldset>
        </form>
      </BehaviourContext.Provider>
    </FormProvider>
  );
}

/**
 * Shows a server refusal that names one of the form's fields under that field, and answers that field, which the form
 * then reveals (the mutation's `onError` toasts it as well); a refusal about no field of this form is left to the toast.
 */
function showServerError<V extends FormValues, T>(form: SchemaForm<V, T>, fields: string[], error: unknown) {
  const field = (error as { field?: string } | null)?.field;
  if (!field || !fields.includes(field) || !(error instanceof Error)) return undefined;
  form.setError(field as Path<V>, { type: 'server', message: error.message });
  return field;
}

/**
 * Focuses the first of `names` in the page's order and, once its error line is drawn, scrolls the field with it into
 * view only as far as needed: the field's `scroll-margin` (a form with a sticky bar sets it to the bar's height, as
 * the product editor does) keeps it clear of the bars.
 */
function revealField(formElement: HTMLFormElement | null, names: string[]): boolean {
  if (!formElement) return false;
  const first = Array.from(formElement.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? ''),
  );
  if (!first) return false;
  first.focus({ preventScroll: true });
  requestAnimationFrame(() => (first.closest('.form-field') ?? first).scrollIntoView({ block: 'nearest' }));
  return true;
}
