/**
 * The product editor's Stones fieldset (product-form.tsx): one row per stone, centre stone first, with its kind,
 * shape, carat, count, a diamond's colour, clarity and cut, natural or lab-grown, and its certificate (the lab, the
 * report number, the report's PDF). The storefront links the lab's own report check; rows are added and removed here
 * (stones-form.ts turns them into the request).
 */
import { STONES_MAX } from '@lumen/contract/stones';
import { FormField } from '../../components/form/field';
import { Choice } from './components/form-choice';
import { NEW_STONE, STONE_CHOICES, stoneName } from './stones-form';

type StonesFieldsetProps = {
  keys: readonly string[];
  onAdd: () => void;
  onRemove: (key: string) => void;
};

function StoneRow({ stoneKey, index, onRemove }: { stoneKey: string; index: number; onRemove: () => void }) {
  const name = (field: keyof typeof NEW_STONE) => stoneName(stoneKey, field);
  const which = index === 0 ? 'Centre stone' : `Stone ${index + 1}`;
  const text = (field: keyof typeof NEW_STONE, label: string, inputMode?: 'decimal' | 'numeric') => (
    <FormField name={name(field)} label={label}>
      {(input) => (
        <input
          {...input}
          required={false}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          defaultValue={NEW_STONE[field]}
          maxLength={field === 'pdf' ? 500 : 20}
        />
      )}
    </FormField>
  );
  const choice = (field: keyof typeof STONE_CHOICES, label: string) => (
    <Choice name={name(field)} label={label} options={STONE_CHOICES[field]} defaultValue={NEW_STONE[field]} />
  );
  return (
    <li className="lj-cat-stone">
      <fieldset className="lj-cat-stone__fields">
        <legend className="lj-cat-stone__title">{which}</legend>
        <div className="lj-cat-grid">
          {choice('kind', 'Kind')}
          {choice('shape', 'Shape')}
          {text('carat', 'Carat (total for several; empty for a pearl)', 'decimal')}
          {text('count', 'How many', 'numeric')}
          {choice('origin', 'Origin')}
          {choice('colour', 'Colour (diamonds)')}
          {choice('clarity', 'Clarity (diamonds)')}
          {choice('cut', 'Cut grade (diamonds)')}
          {choice('lab', 'Certificate from')}
          {text('report', 'Report number')}
          {text('pdf', 'Report PDF (https:// address, optional)')}
        </div>
      </fieldset>
      <div className="lj-cat-row-actions">
        <button type="button" className="lj-admin-ghost" onClick={onRemove}>
          Remove<span className="visually-hidden"> {which.toLowerCase()}</span>
        </button>
      </div>
    </li>
  );
}

export function StonesFieldset({ keys, onAdd, onRemove }: StonesFieldsetProps) {
  return (
    <fieldset className="lj-cat-fieldset">
      <legend>Stones</legend>
      <p className="lj-admin-muted">
        Shown under “Certified” on the product page, centre stone first. The verify link is made from the lab and the
        report number.
      </p>
      {keys.length === 0 ? <p className="lj-admin-muted">No stones: a piece of plain metal.</p> : null}
      <ol className="lj-cat-stones">
        {keys.map((key, index) => (
          <StoneRow key={key} stoneKey={key} index={index} onRemove={() => onRemove(key)} />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-lj-outline btn-lj--sm"
        disabled={keys.length >= STONES_MAX}
        onClick={onAdd}
      >
        Add a stone
      </button>
      {keys.length >= STONES_MAX ? <p className="lj-admin-muted">At most {STONES_MAX} stones.</p> : null}
    </fieldset>
  );
}
