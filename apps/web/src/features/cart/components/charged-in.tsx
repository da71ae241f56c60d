/**
 * What checkout charges (issue 29): an order is charged in the shop's base currency, so under the totals the shopper
 * reads which currency that is and, when they browse in another, the amount charged beside the one they see and the
 * rate between them ("Charged in US dollars: $138.00 · ₹11,609.04 at 1 USD = 84.123456 INR")..
 */
import { CURRENCIES, rateWords } from '@lumen/contract/money';
import type { Money } from '../../../components/money';

export function ChargedIn({ total, money }: { total: number | undefined; money: Money }) {
  const base = CURRENCIES[money.base].plural;
  if (money.code === money.base) {
    return <p className="charged-in">Charged in {base}.</p>;
  }
  return (
    <p className="charged-in">
      Charged in {base}
      {total === undefined ? '.' : ': '}
      {total === undefined ? null : (
        <>
          <strong className="charged-in__amount">{money.formatBase(total)}</strong>
          {' · '}
          {money.format(total)} at 1 {money.base} = {rateWords(money.rateMicros)} {money.code}.
        </>
      )}
    </p>
  );
}
