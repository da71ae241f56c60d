/**
 * The Tax classes screen's choice of how the storefront shows prices (decision 036): including GST at each piece's
 * rate, as Indian shops do, or excluding it, as the API gives them, with an "excl. GST" note. Saved at once for every
 * page; the cart and checkout always show GST on its own line.
 */
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSetTaxDisplay } from './api/tax-classes';

const CHOICES = [
  [false, 'Excluding GST, with an “excl. GST” note'],
  [true, 'Including GST at each piece’s rate (the Indian convention)'],
] as const;

export function TaxDisplayCard({ including }: { including: boolean }) {
  const save = useSetTaxDisplay();
  const [choice, setChoice] = useState(including);

  async function submit() {
    try {
      const { message } = await save.mutateAsync(choice);
      void notify('success', message);
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  return (
    <section className="lj-settings__card" aria-labelledby="tax-display-title">
      <h2 id="tax-display-title" className="lj-settings__title">
        How prices show
      </h2>
      <form
        className="lj-admin-form lj-settings__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="lj-settings__choices">
          <legend className="lj-admin-muted">
            On the listing and the product pages; the cart always adds GST on its own line.
          </legend>
          {CHOICES.map(([value, label]) => (
            <label key={String(value)} className="lj-settings__choice">
              <input
                type="radio"
                name="prices_include_tax"
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="btn btn-lj btn-lj--sm"
          disabled={save.isPending || choice === including}
          aria-busy={save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </form>
    </section>
  );
}
