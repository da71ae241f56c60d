/**
 * MARK PAID (admin-order-screen.tsx): a pay-on-delivery order's money, once the courier has collected it. The amount
 * is the order's total due and cannot be changed (part payments are not recorded); the member chooses how it was
 * paid and confirms. A refusal keeps the dialog open with the choice as it was (a 409 has the screen close it).
 */
import { type CurrencyCode, formatMoney } from '@lumen/contract/money';
import { COLLECTION_METHOD_LABELS, COLLECTION_METHODS, type CollectionMethod } from '@lumen/contract/orders';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { FieldError } from '../../components/form/field-error';

export function MarkPaidDialog({
  open,
  orderId,
  total,
  currency,
  pending,
  onClose,
  onMarkPaid,
}: {
  open: boolean;
  orderId: string;
  total: number;
  currency: CurrencyCode;
  pending: boolean;
  onClose: () => void;
  onMarkPaid: (method: CollectionMethod) => Promise<void>;
}) {
  const [method, setMethod] = useState<CollectionMethod | null>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();
  useEffect(() => {
    if (open) {
      setMethod(null);
      setMissing(false);
    }
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!method) {
      setMissing(true);
      return;
    }
    onMarkPaid(method).catch(() => undefined);
  }

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title="Mark paid" closeLabel="Close without recording">
      <p className="lj-admin-muted">
        Record the money the courier collected for {orderId}. The order becomes paid, on its invoice and for the
        customer.
      </p>
      <form className="lj-admin-form" noValidate onSubmit={submit}>
        <div className="form-field">
          <label htmlFor={`${id}-amount`} className="form-label">
            Amount collected
          </label>
          <input
            id={`${id}-amount`}
            className="form-control"
            type="text"
            readOnly
            value={formatMoney(total, currency)}
            aria-describedby={`${id}-amount-note`}
          />
          <p id={`${id}-amount-note`} className="lj-admin-muted lj-order__pay-note">
            The order’s total due. Part payments are not recorded.
          </p>
        </div>
        <fieldset
          className="lj-order__pay-methods"
          aria-describedby={`${id}-method-error`}
          aria-invalid={missing || undefined}
        >
          <legend className="form-label">How it was paid</legend>
          {COLLECTION_METHODS.map((each) => (
            <label key={each} className="lj-order__pay-method">
              <input
                type="radio"
                name="method"
                value={each}
                checked={method === each}
                onChange={() => {
                  setMethod(each);
                  setMissing(false);
                }}
              />
              {COLLECTION_METHOD_LABELS[each]}
            </label>
          ))}
          <FieldError id={`${id}-method-error`} message={missing ? 'Choose how it was paid.' : undefined} />
        </fieldset>
        <div className="lj-order__dialog-actions">
          <button type="button" className="btn btn-lj-outline" onClick={onClose} disabled={pending}>
            Not yet
          </button>
          <button type="submit" className="btn btn-lj" disabled={pending} aria-busy={pending}>
            {pending ? 'Recording…' : 'Record payment'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
