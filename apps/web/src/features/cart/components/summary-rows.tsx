/**
 * The figures of an order summary (cart and checkout): subtotal, the applied coupon with its discount (and Remove
 * on the cart), 'GST & Taxes (3%)' at the lines' one rate — or 'GST & Taxes' with each rate's tax under it when their
 * tax classes differ — shipping and the total. While they are not known yet, placeholders hold their
 * place.
 */
import type { AppliedCoupon, CartTotals } from '@lumen/contract/cart';
import { GST_PERCENT } from '@lumen/contract/constants';
import { mixedRates, taxLabel, taxLineWords } from '@lumen/contract/tax';
import { useMoney } from '../../../components/money';

type SummaryRowsProps = {
  totals: CartTotals | null;
  coupon: AppliedCoupon | null;
  onRemoveCoupon?: (() => void) | undefined;
  showShipping?: boolean;
};

export function SummaryRows({ totals, coupon, onRemoveCoupon, showShipping = false }: SummaryRowsProps) {
  const { format } = useMoney();
  const amount = (cents: number | undefined) =>
    cents === undefined ? <span className="skeleton-line summary-rows__placeholder" /> : format(cents);
  return (
    <dl className="summary-rows" aria-busy={totals === null}>
      <div>
        <dt>Subtotal</dt>
        <dd>{amount(totals?.subtotal)}</dd>
      </div>
      {coupon ? (
        <div className="summary-rows__coupon">
          <dt>
            Coupon <span className="summary-rows__code">{coupon.code}</span>
            {coupon.valid ? null : <span className="summary-rows__lapsed">{coupon.reason}</span>}
            {onRemoveCoupon ? (
              <button type="button" className="summary-rows__remove" onClick={onRemoveCoupon}>
                Remove<span className="visually-hidden"> coupon {coupon.code}</span>
              </button>
            ) : null}
          </dt>
          <dd>{totals ? `−${format(totals.discount)}` : amount(undefined)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{taxLabel(totals?.tax_lines ?? [], totals?.gst_percent ?? GST_PERCENT)}</dt>
        <dd>{amount(totals?.gst)}</dd>
      </div>
      {totals && mixedRates(totals.tax_lines)
        ? totals.tax_lines.map((line) => (
            <div key={taxLineWords(line)} className="summary-rows__tax-line">
              <dt>{taxLineWords(line)}</dt>
              <dd>{format(line.tax)}</dd>
            </div>
          ))
        : null}
      {showShipping ? (
        <div>
          <dt>Shipping</dt>
          <dd>{totals ? (totals.shipping === 0 ? 'Free' : format(totals.shipping)) : amount(undefined)}</dd>
        </div>
      ) : null}
      <div className="summary-rows__total">
        <dt>Total</dt>
        <dd>{amount(totals?.total)}</dd>
      </div>
    </dl>
  );
}
