/**
 * A line's quantity (spec §4): minus, the number, plus. It starts at 1 and never goes below it (minus is disabled
 * at 1); the only ceiling is the contract's sanity bound. The number is a live output, so a change is announced.
 */
import { CART_QUANTITY_MAX } from '@lumen/contract/cart-pricing';
import { MinusIcon, PlusIcon } from './cart-icons';

type QuantityControlProps = {
  /** The piece's name, for the buttons' names ('Decrease quantity of Aurora Solitaire Ring'). */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
};

export function QuantityControl({ name, value, onChange, disabled = false }: QuantityControlProps) {
  return (
    <fieldset className="qty-control">
      <legend className="visually-hidden">Quantity of {name}</legend>
      <button
        type="button"
        className="qty-control__button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon size={16} />
      </button>
      <output className="qty-control__value" aria-label={`Quantity of ${name}`}>
        {value}
      </output>
      <button
        type="button"
        className="qty-control__button"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || value >= CART_QUANTITY_MAX}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon size={16} />
      </button>
    </fieldset>
  );
}
