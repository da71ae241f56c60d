/**
 * The product page's choosers, one per option the piece has: swatches for the metal, buttons for the purity (both
 * radio groups), a select for the size with the size guide beside it. A value not offered with the rest of the choice
 * cannot be chosen, and one out of stock says so; the chosen variant's SKU and metal weight follow.
 */
import type { Product } from '@lumen/contract/catalog';
import type { Metal } from '@lumen/contract/catalog-vocabulary';
import { FREE_RESIZING, RESIZABLE, sizeChoiceLabel } from '@lumen/contract/sizes';
import type { OptionName } from '@lumen/contract/variant-words';
import type { ProductOption, Variant } from '@lumen/contract/variants';
import { type Ref, useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { RulerIcon } from '../../../components/icons';
import { useHydrated } from '../../../lib/hydration';
import { type Choice, fits, type ValueState, valueState } from '../variant-choice';
import './variant-chooser.scss';

/** Each metal's swatch: its light and its deep tone (the drawn pictures' palette). */
const SWATCHES: Record<Metal, [string, string]> = {
  Gold: ['#f1cf74', '#b8862b'],
  'Rose Gold': ['#f2bfa8', '#b86a55'],
  'White Gold': ['#f1efe9', '#a9a59a'],
  'Black Gold': ['#76747d', '#232228'],
  Platinum: ['#e4e7eb', '#8d949c'],
  Silver: ['#f4f6f9', '#9aa2ad'],
};

const NOTE: Record<ValueState, string> = { available: '', out_of_stock: 'out of stock', not_offered: 'not offered' };

type ChooserProps = {
  product: Product;
  choice: Choice;
  onChoose: (name: OptionName, value: string) => void;
};

/** A radio group of one option: metal swatches or purity buttons. */
function OptionButtons({ product, choice, onChoose, option }: ChooserProps & { option: ProductOption }) {
  const name = option.name;
  // Until the page is hydrated a choice would not count (the page's state would put the radio back): it waits.
  const hydrated = useHydrated();
  const chosen = option.values.find((value) => value.value === choice[name]);
  // A metal can always be chosen (it brings a purity it is offered in; a size it lacks is then said so).
  const against = name === 'metal' ? {} : choice;
  return (
    <fieldset className={`variant-option variant-option--${name}`}>
      <legend className="form-label">
        {option.label}
        {chosen ? <span className="variant-option__chosen">{`: ${chosen.label}`}</span> : null}
      </legend>
      <div className="variant-option__values">
        {option.values.map(({ value, label }) => {
          const state = valueState(product, against, name, value);
          return (
            <label key={value} className={`variant-value variant-value--${state.replaceAll('_', '-')}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={`variant-${name}`}
                value={value}
                checked={choice[name] === value}
                disabled={!hydrated || state === 'not_offered'}
                onChange={() => onChoose(name, value)}
              />
              {name === 'metal' ? (
                <span
                  className="variant-value__swatch"
                  aria-hidden="true"
                  style={{
                    background: `linear-gradient(135deg, ${SWATCHES[value as Metal]?.[0] ?? '#ccc'}, ${SWATCHES[value as Metal]?.[1] ?? '#888'})`,
                  }}
                />
              ) : null}
              <span className="variant-value__label">{label}</span>
              {state === 'available' ? null : <span className="visually-hidden">{` (${NOTE[state]})`}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The size select, each size saying when it is short, sold out or not offered in the metal and purity chosen. */
function SizeSelect({
  product,
  choice,
  onChoose,
  option,
  error,
  selectRef,
  onSizeGuide,
}: ChooserProps & {
  option: ProductOption;
  error: string | undefined;
  selectRef: Ref<HTMLSelectElement>;
  onSizeGuide: () => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="product-size">
      <label htmlFor={id} className="form-label">
        Size
      </label>
      <div className="product-size__row">
        <select
          ref={selectRef}
          id={id}
          className={`lj-select product-size__select${error ? ' is-invalid' : ''}`}
          value={choice.size ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          disabled={!hydrated}
          onChange={(event) => onChoose('size', event.target.value)}
        >
          <option value="">Select Size</option>
          {option.values.map(({ value }) => {
            const state = valueState(product, choice, 'size', value);
            const left = product.variants.find(
              (variant) => fits(variant, { ...choice, size: value }) && variant.stock_state === 'low',
            )?.stock_left;
            const note = state !== 'available' ? ` — ${NOTE[state]}` : left ? ` — only ${left} left` : '';
            return (
              <option key={value} value={value} disabled={state !== 'available'}>
                {`${sizeChoiceLabel(value)}${note}`}
              </option>
            );
          })}
        </select>
        <button type="button" className="text-link product-size__guide" aria-haspopup="dialog" onClick={onSizeGuide}>
          <RulerIcon size={16} /> Not sure about the size?
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {RESIZABLE.includes(product.category) ? <p className="product-size__resizing">{FREE_RESIZING}</p> : null}
    </div>
  );
}

export function VariantChooser(
  props: ChooserProps & {
    shown: Variant | undefined;
    chosen: Variant | undefined;
    sizeError: string | undefined;
    sizeSelect: Ref<HTMLSelectElement>;
    onSizeGuide: () => void;
  },
) {
  const { product, shown, chosen } = props;
  return (
    <div className="variant-chooser">
      {product.options.map((option) =>
        option.name === 'size' ? (
          <SizeSelect
            key={option.name}
            {...props}
            option={option}
            error={props.sizeError}
            selectRef={props.sizeSelect}
          />
        ) : (
          <OptionButtons key={option.name} {...props} option={option} />
        ),
      )}
      {shown?.weight_g != null || chosen ? (
        <p className="variant-facts">
          {shown?.weight_g != null ? <span>{`Metal weight ${shown.weight_g.toFixed(2)} g`}</span> : null}
          {chosen ? <span>{`SKU ${chosen.sku}`}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
