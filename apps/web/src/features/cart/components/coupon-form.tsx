/**
 * 'Apply Now': a coupon code and its button. A code the shop refuses shows the server's words under the field (and
 * the field gets focus); an accepted one is announced in a toast and the summary shows it with Remove.
 */
import { MESSAGES } from '@lumen/contract/messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { TagIcon } from './cart-icons';

export function CouponForm({ onApply }: { onApply: (code: string) => Promise<string> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(MESSAGES.required('Coupon code'));
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const message = await onApply(trimmed);
      setCode('');
      setError(undefined);
      void notify('success', message);
    } catch (failure) {
      setError(errorMessage(failure));
      input.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="coupon-form" noValidate onSubmit={submit}>
      <label htmlFor={`${id}-code`} className="form-label">
        <TagIcon size={16} /> Coupon code
      </label>
      <div className="coupon-form__row">
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter your code"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="btn btn-lj-outline btn-lj--sm" disabled={pending} aria-busy={pending}>
          {pending ? 'Applying...' : 'Apply Now'}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
