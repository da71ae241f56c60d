/**
 * A piece's price as the shop's cards show it: the selling price, then the original price struck through when it is
 * higher (the listing's and home page's product cards, the wishlist's cards); with the piece's `tax`, including GST
 * when the owner shows prices that way (`useTaxDisplay`).
 */
import type { LineTax } from '@lumen/contract/tax';
import { useMoney, useTaxDisplay } from './money';

type PriceTagProps = {
  /** The selling price, in cents. */
  price: number;
  /** The price before the reduction, in cents; shown struck through only when higher than `price`. */
  original: number;
  /** The card's own class for where the line sits (margins). */
  className?: string;
  /** `price` is the lowest of the piece's variants, which differ in price: "From $120.00". */
  from?: boolean;
  /** The piece's tax: its prices include it when the shop shows prices including GST. */
  tax?: LineTax;
};

export function PriceTag({ price, original, className, from = false, tax }: PriceTagProps) {
  const { format } = useMoney();
  const { shown } = useTaxDisplay();
  return (
    <p className={className ? `price-tag ${className}` : 'price-tag'}>
      <span className="visually-hidden">Price </span>
      {from ? <span className="price-tag__from">From </span> : null}
      <span className="price-tag__amount">{format(shown(price, tax))}</span>
      {original > price ? (
        <del className="price-tag__original">
          <span className="visually-hidden">Original price </span>
          {format(shown(original, tax))}
        </del>
      ) : null}
    </p>
  );
}
