/**
 * The editor's variants grid (the `catalogue` permission on the server): GENERATE adds every combination of the
 * metals and purities ticked in the piece's sizes; each row's SKU, weight, prices and stock are edited in place (a
 * price fixed, or from the metal rate by its making charge, stones and other amount, which the server prices); a
 * bulk set fills the rows ticked (or all); a row can be removed; SAVE VARIANTS sends the whole set. The server's
 * refusals (a SKU another piece uses, a combination twice) are shown as it words them.
 */
import type { AdminProduct } from '@lumen/contract/admin-catalogue';
import { GOLD_PURITIES, METAL_LABELS, METALS, type Metal, type Purity } from '@lumen/contract/catalog-vocabulary';
import { MAKING_TYPES, type MakingType, PRICINGS, type Pricing } from '@lumen/contract/price-rules';
import { optionLabel } from '@lumen/contract/variant-words';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSetVariants } from './api/products';
import { applyBulk, type BulkSet, type GridRow, generateRows, rowsOf, variantsBody } from './variants-grid';
import './variants-grid.scss';

const PURITY_CHOICES: Purity[] = [...GOLD_PURITIES, '950', '925'];
const EMPTY_BULK: BulkSet = {};
/** Each cell typed in a row: its field, heading, keyboard, and the rows it applies to (a price's or a rule's). */
const CELLS = [
  ['sku', 'SKU', 'text', 'any'],
  ['weight', 'Weight (g)', 'decimal', 'any'],
  ['making', 'Making', 'decimal', 'computed'],
  ['originalMaking', 'Making before sale', 'decimal', 'computed'],
  ['stones', 'Stones ($)', 'decimal', 'computed'],
  ['other', 'Other ($)', 'decimal', 'computed'],
  ['price', 'Price ($)', 'decimal', 'fixed'],
  ['original', 'Original ($)', 'decimal', 'fixed'],
  ['quantity', 'Stock', 'numeric', 'any'],
  ['huid', 'HUID', 'text', 'any'],
] as const;
/** SKU and weight lead; the pricing choices follow them, then the rule and the prices. */
const [LEAD, REST] = [CELLS.slice(0, 2), CELLS.slice(2)];
const BULK_FIELDS = ['weight', 'making', 'stones', 'other', 'price', 'original', 'quantity'] as const;
const PRICING_LABELS: Record<Pricing, string> = { fixed: 'Fixed', computed: 'Metal rate' };
const MAKING_LABELS: Record<MakingType, string> = { percent: '% of metal', per_gram: '$ a gram' };

/** GENERATE's choice of metals and purities, ticked. */
function Generator({ onGenerate }: { onGenerate: (metals: Metal[], purities: Purity[]) => void }) {
  const [metals, setMetals] = useState<Metal[]>([]);
  const [purities, setPurities] = useState<Purity[]>([]);
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return (
    <fieldset className="lj-variants__generate">
      <legend>Generate combinations</legend>
      <fieldset className="lj-variants__choices">
        <legend className="visually-hidden">Metals</legend>
        {METALS.map((metal) => (
          <label key={metal}>
            <input type="checkbox" checked={metals.includes(metal)} onChange={() => setMetals(toggle(metals, metal))} />{' '}
            {METAL_LABELS[metal]}
          </label>
        ))}
      </fieldset>
      <fieldset className="lj-variants__choices">
        <legend className="visually-hidden">Purities</legend>
        {PURITY_CHOICES.map((purity) => (
          <label key={purity}>
            <input
              type="checkbox"
              checked={purities.includes(purity)}
              onChange={() => setPurities(toggle(purities, purity))}
            />{' '}
            {optionLabel('purity', purity)}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn-lj-outline btn-lj--sm"
        disabled={metals.length === 0}
        onClick={() => onGenerate(metals, purities)}
      >
        Generate
      </button>
    </fieldset>
  );
}

export function ProductVariantsPanel({ product }: { product: AdminProduct }) {
  const save = useSetVariants(product.id);
  const id = useId();
  const [rows, setRows] = useState<GridRow[]>(() => rowsOf(product));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<BulkSet>(EMPTY_BULK);
  const [problem, setProblem] = useState<string | null>(null);

  const edit = (key: string, change: Partial<GridRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const tick = (key: string) =>
    setSelected((all) => {
      const next = new Set(all);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  /** One typed cell of a row: a rule's cells wait for a price from the rate; a computed price is the server's. */
  const textCell = (row: GridRow, name: string, [field, label, mode, applies]: (typeof CELLS)[number]) => (
    <td key={field}>
      <input
        className={`lj-admin-input lj-variants__${field}`}
        aria-label={`${label}, ${name || row.sku}`}
        inputMode={mode === 'text' ? undefined : mode}
        value={row[field]}
        disabled={applies === 'computed' && row.pricing !== 'computed'}
        readOnly={applies === 'fixed' && row.pricing === 'computed'}
        title={applies === 'fixed' && row.pricing === 'computed' ? 'From the metal rate' : undefined}
        onChange={(event) => edit(row.key, { [field]: event.target.value })}
      />
    </td>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const body = variantsBody(rows);
    if ('problem' in body) return setProblem(body.problem);
    try {
      const { data, message } = await save.mutateAsync(body);
      setRows(rowsOf(data.product));
      setSelected(new Set());
      void notify('success', message);
    } catch (error) {
      setProblem(errorMessage(error));
      void notify('error', errorMessage(error));
    }
  }

  return (
    <section className="lj-cat-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lj-cat-panel__title">
        Variants
      </h2>
      <p className="lj-admin-muted">
        {`${rows.length} variant${rows.length === 1 ? '' : 's'}; the first is the one the product page opens with.`}
      </p>
      <Generator onGenerate={(metals, purities) => setRows(generateRows(rows, product, metals, purities))} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={save.isPending}>
        <fieldset className="lj-variants__bulk">
          <legend>{selected.size > 0 ? `Set for the ${selected.size} ticked` : 'Set for every row'}</legend>
          {BULK_FIELDS.map((field) => {
            const [, label, mode] = CELLS.find(([name]) => name === field) ?? [];
            return (
              <label key={field}>
                <span>{label}</span>
                <input
                  className="lj-admin-input"
                  inputMode={mode === 'text' ? undefined : mode}
                  value={bulk[field] ?? ''}
                  onChange={(event) => setBulk({ ...bulk, [field]: event.target.value })}
                />
              </label>
            );
          })}
          <button
            type="button"
            className="btn btn-lj-outline btn-lj--sm"
            onClick={() => {
              setRows(applyBulk(rows, selected, bulk));
              setBulk(EMPTY_BULK);
            }}
          >
            Apply
          </button>
        </fieldset>
        <div className="lj-variants__scroll">
          <table className="lj-variants__table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Tick</span>
                </th>
                <th scope="col">Variant</th>
                {[...LEAD.map(([, label]) => label), 'Priced', 'Making as', ...REST.map(([, label]) => label)].map(
                  (label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ),
                )}
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = [
                  row.metal && METAL_LABELS[row.metal],
                  row.purity && optionLabel('purity', row.purity),
                  row.size,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <tr key={row.key}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Tick ${name || row.sku}`}
                        checked={selected.has(row.key)}
                        onChange={() => tick(row.key)}
                      />
                    </td>
                    <th scope="row">{name || 'One variant'}</th>
                    {LEAD.map((cell) => textCell(row, name, cell))}
                    <td>
                      <select
                        className="lj-admin-input"
                        aria-label={`Priced, ${name || row.sku}`}
                        value={row.pricing}
                        onChange={(event) => edit(row.key, { pricing: event.target.value as Pricing })}
                      >
                        {PRICINGS.map((pricing) => (
                          <option key={pricing} value={pricing}>
                            {PRICING_LABELS[pricing]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <select
                        className="lj-admin-input"
                        aria-label={`Making as, ${name || row.sku}`}
                        value={row.makingType}
                        disabled={row.pricing !== 'computed'}
                        onChange={(event) => edit(row.key, { makingType: event.target.value as MakingType })}
                      >
                        {MAKING_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {MAKING_LABELS[type]}
                          </option>
                        ))}
                      </select>
                    </td>
                    {REST.map((cell) => textCell(row, name, cell))}
                    <td>
                      <button
                        type="button"
                        className="text-link"
                        disabled={rows.length === 1}
                        onClick={() => setRows(rows.filter((each) => each.key !== row.key))}
                      >
                        Remove<span className="visually-hidden">{` ${name || row.sku}`}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {problem ? (
          <p className="lj-cat-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn-lj btn-lj--sm" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save variants'}
        </button>
      </form>
    </section>
  );
}
