/**
 * The cart's notice of prices that moved with the metal rate (decision 034): a line priced from the rate keeps the
 * price it was added at for a while; once that hold runs out and the rate has moved, each such line is named with its
 * old and new price and the difference, and the order waits until the shopper keeps today's prices.
 */
import type { CartLine } from '@lumen/contract/cart';
import { useMoney } from '../../../components/money';
import { useTakeTodaysPrices } from '../api/change-cart';

/** "+$12.40" or "−$3.10": how far a price moved. */

export function PriceChangesNotice({ items }: { items: ReadonlyArray<CartLine> }) {
  const { format } = useMoney();
  const moved = (from: number, to: number) => `${to >= from ? '+' : '−'}${format(Math.abs(to - from))}`;
  const take = useTakeTodaysPrices();
  const changed = items.filter((line) => line.price_change);
  if (changed.length === 0) return null;
  return (
    <section className="cart-price-changes" aria-labelledby="price-changes-title">
      <h2 id="price-changes-title" className="cart-price-changes__title">
        Prices changed with the metal rate
      </h2>
      <p>
        We held these prices for you for a while after you added the pieces. The gold rate has moved since, so they now
        cost:
      </p>
      <ul className="cart-price-changes__list">
        {changed.map((line) => {
          const change = line.price_change;
          if (!change) return null;
          return (
            <li key={line.id}>
              <span className="cart-price-changes__name">{line.name}</span>{' '}
              <span>
                <s>{format(change.from)}</s> {format(change.to)} ({moved(change.from, change.to)} each)
              </span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-lj btn-lj--sm"
        disabled={take.isPending}
        aria-busy={take.isPending}
        onClick={() => take.mutate()}
      >
        {take.isPending ? 'Updating…' : 'Keep today’s prices'}
      </button>
    </section>
  );
}
