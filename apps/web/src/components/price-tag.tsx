/**
 * A piece's price as the shop's cards show it: the selling price, then the original price struck through when it is
 * higher (the listing's and home page's product cards, the wishlist's cards).
 */
import { useMoney } from './money';

type PriceTagProps = {
  /** The selling price, in cents. */
  price: number;
  /** The price before the reduction, in cents; shown struck through only when higher than `price`. */
  original: number;
  /** The card's own class for where the line sits (margins). */
  className?: string;
  /** `price` is the lowest of the piece's variants, which differ in price: "From $120.00". */
  from?: boolean;
};

export function PriceTag({ price, original, className, from = false }: PriceTagProps) {
  const { format } = useMoney();
  return (
    <p className={className ? `price-tag ${className}` : 'price-tag'}>
      <span className="visually-hidden">Price </span>
      {from ? <span className="price-tag__from">From </span> : null}
      <span className="price-tag__amount">{format(price)}</span>
      {original > price ? (
        <del className="price-tag__original">
          <span className="visually-hidden">Original price </span>
          {format(original)}
        </del>
      ) : null}
    </p>
  );
}
