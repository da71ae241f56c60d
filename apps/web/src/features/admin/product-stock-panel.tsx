/**
 * The editor's stock (the `stock` permission on the server): the stock now, and the choice of how the piece is
 * stocked — each size's quantity, one quantity for a piece in one size, or made to order with its lead time. The
 * server's refusals (409: a size the piece does not have, sizes missing) are shown as it words them.
 */
import { type AdminProduct, AdminStockSchema, STOCK_QUANTITY_MAX } from '@lumen/contract/admin-catalogue';
import { MADE_TO_ORDER_DAYS_MAX } from '@lumen/contract/stock-levels';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSetStock } from './api/products';
import { type StockDraft, type StockMode, stockBodyOf, stockDraftOf } from './catalogue-form';
import { STOCK_LABELS } from './catalogue-labels';

/** The stock now, in words. */
export function stockNow(product: Pick<AdminProduct, 'sizes' | 'stock' | 'made_to_order_days' | 'stock_state'>) {
  if (product.made_to_order_days !== null) return `Made to order, ships in ${product.made_to_order_days} days.`;
  const total = product.stock.reduce((sum, line) => sum + line.quantity, 0);
  const sized = product.stock.filter((line) => line.size !== '');
  const each = sized.length > 0 ? ` (${sized.map((line) => `${line.size}: ${line.quantity}`).join(', ')})` : '';
  return `${STOCK_LABELS[product.stock_state]}: ${total} on hand${each}.`;
}

export function ProductStockPanel({ product }: { product: AdminProduct }) {
  const setStock = useSetStock(product.id);
  const id = useId();
  const [draft, setDraft] = useState<StockDraft>(() => stockDraftOf(product));
  const [problem, setProblem] = useState<string | null>(null);
  const stockedMode: StockMode = product.sizes.length > 0 ? 'sizes' : 'quantity';
  // The sizes the product has now (an edit of the piece's sizes shows here once saved).
  const sizes = product.sizes;
  const mode: StockMode = draft.mode === 'made_to_order' ? 'made_to_order' : stockedMode;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const parsed = AdminStockSchema.safeParse(stockBodyOf({ ...draft, mode }, sizes));
    if (!parsed.success) {
      setProblem(
        draft.mode === 'made_to_order'
          ? `Give the lead time in whole days, from 1 to ${MADE_TO_ORDER_DAYS_MAX}.`
          : `Give each quantity as a whole number from 0 to ${STOCK_QUANTITY_MAX.toLocaleString('en-US')}.`,
      );
      return;
    }
    try {
      const { message } = await setStock.mutateAsync(parsed.data);
      void notify('success', message);
    } catch (error) {
      setProblem(errorMessage(error));
      void notify('error', errorMessage(error));
    }
  }

  const set = (change: Partial<StockDraft>) => setDraft((value) => ({ ...value, ...change }));
  const severalOptions = new Set(product.variants.map((variant) => `${variant.metal}|${variant.purity}`)).size > 1;
  return (
    <section className="lj-cat-panel" aria-labelledby="stock-title">
      <h2 id="stock-title" className="lj-cat-panel__title">
        Stock
      </h2>
      <p className="lj-cat-stock-now">{stockNow(product)}</p>
      {severalOptions ? (
        <p className="lj-admin-muted">
          It comes in several metals or purities: each variant’s stock is set in the Variants grid.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-busy={setStock.isPending}>
          <fieldset className="lj-cat-stock-mode">
            <legend>How it is stocked</legend>
            <label>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === stockedMode}
                onChange={() => set({ mode: stockedMode })}
              />{' '}
              {stockedMode === 'sizes' ? 'In stock, counted by size' : 'In stock, one quantity'}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'made_to_order'}
                onChange={() => set({ mode: 'made_to_order' })}
              />{' '}
              Made to order
            </label>
          </fieldset>
          {mode === 'sizes' ? (
            <div className="lj-cat-stock-sizes">
              {sizes.map((size) => (
                <label key={size}>
                  <span>Size {size}</span>
                  <input
                    className="lj-admin-input"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={STOCK_QUANTITY_MAX}
                    step={1}
                    value={draft.sizes[size] ?? '0'}
                    onChange={(event) => set({ sizes: { ...draft.sizes, [size]: event.target.value } })}
                  />
                </label>
              ))}
            </div>
          ) : null}
          {mode === 'quantity' ? (
            <label className="lj-cat-stock-one">
              <span>Quantity on hand</span>
              <input
                className="lj-admin-input"
                type="number"
                inputMode="numeric"
                min={0}
                max={STOCK_QUANTITY_MAX}
                step={1}
                value={draft.quantity}
                onChange={(event) => set({ quantity: event.target.value })}
              />
            </label>
          ) : null}
          {mode === 'made_to_order' ? (
            <label className="lj-cat-stock-one">
              <span>Lead time (days)</span>
              <input
                className="lj-admin-input"
                type="number"
                inputMode="numeric"
                min={1}
                max={MADE_TO_ORDER_DAYS_MAX}
                step={1}
                value={draft.days}
                onChange={(event) => set({ days: event.target.value })}
              />
            </label>
          ) : null}
          {problem ? (
            <p className="lj-cat-error" role="alert">
              {problem}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn-lj btn-lj--sm"
            disabled={setStock.isPending}
            aria-busy={setStock.isPending}
          >
            {setStock.isPending ? 'Saving…' : 'Save stock'}
          </button>
        </form>
      )}
    </section>
  );
}
