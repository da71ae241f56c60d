/**
 * The product page's word on stock, beside the price: "Only N left", "Made to order — ships in D days" or "Out of
 * stock" (nothing for a piece amply in stock), for the chosen size once there is one. Announced politely, so a
 * screen reader hears it change with the size.
 */
import { type StockLevel, stockLabel } from '@lumen/contract/stock-levels';

export function StockNote({ level, madeToOrderDays }: { level: StockLevel; madeToOrderDays: number | null }) {
  return (
    <p className="stock-note" aria-live="polite">
      {level.state === 'in_stock' ? null : (
        <span className={`stock-note__badge stock-note__badge--${level.state.replaceAll('_', '-')}`}>
          {stockLabel({ ...level, made_to_order_days: madeToOrderDays })}
        </span>
      )}
    </p>
  );
}
