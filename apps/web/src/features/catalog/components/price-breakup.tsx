/**
 * "Price breakup": what a piece priced from the day's metal rate is made of (issue 29) — the metal (its weight × the
 * rate it was priced at), the making charges, the stones, any other amount, GST on their sum, and the total — with the
 * time of the rate ("Price as of …", in the shop's clock, so the server and the browser write the same words).
 * Nothing for a piece with a fixed price.
 */

import { SHOP } from '@lumen/contract/shop';
import { type LineTax, ratePercentWords } from '@lumen/contract/tax';
import { metalWords } from '@lumen/contract/variant-words';
import type { Variant } from '@lumen/contract/variants';
import { useMoney } from '../../../components/money';
import './price-breakup.scss';

const asOf = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP.timeZone,
  timeZoneName: 'short',
});

/** "28 Nov 2026, 1:05 pm IST": when the rate a computed price follows was set. */
export const priceAsOfWords = (iso: string) => `Price as of ${asOf.format(new Date(iso))}`;

/** Grams to the milligram, without trailing zeros: 4.25 → "4.25 g". */
const grams = (weight: number) => `${weight.toLocaleString('en-US', { maximumFractionDigits: 3 })} g`;

export function PriceBreakup({
  variant,
  tax,
}: {
  variant: Pick<Variant, 'breakup' | 'price_as_of' | 'options'>;
  /** The piece's tax class's rate (product `tax`). */
  tax: LineTax;
}) {
  const { format } = useMoney();
  const { breakup, price_as_of: priceAsOf } = variant;
  if (!breakup || !priceAsOf) return null;
  const metal = metalWords(variant.options);
  const rows: [string, string, number][] = [
    [
      metal ? `Metal (${metal})` : 'Metal',
      `${grams(breakup.metal.weight_g)} × ${format(breakup.metal.rate)}/g`,
      breakup.metal.amount,
    ],
    ['Making charges', '', breakup.making],
    ...(breakup.stones > 0 ? [['Stones', '', breakup.stones] as [string, string, number]] : []),
    ...(breakup.other > 0 ? [['Other', '', breakup.other] as [string, string, number]] : []),
    [`GST (${ratePercentWords(tax.rate_percent)})`, tax.hsn ? `HSN ${tax.hsn}` : '', breakup.tax],
  ];
  return (
    <details className="price-breakup">
      <summary className="price-breakup__summary">Price breakup</summary>
      <table className="price-breakup__table">
        <caption className="visually-hidden">What the price is made of</caption>
        <tbody>
          {rows.map(([label, how, amount]) => (
            <tr key={label}>
              <th scope="row">
                {label}
                {how ? <span className="price-breakup__how">{how}</span> : null}
              </th>
              <td>{format(amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total (incl. GST)</th>
            <td>{format(breakup.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="price-breakup__as-of">{priceAsOfWords(priceAsOf)}</p>
    </details>
  );
}
