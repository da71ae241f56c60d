/** The header's Currency selector (spec §2). Prices stay in US dollars for now; the choice is only remembered here. */
import { useId, useState } from 'react';

const CURRENCIES = [
  { code: 'USD', label: 'USD ($)' },
  { code: 'INR', label: 'INR (₹)' },
  { code: 'EUR', label: 'EUR (€)' },
  { code: 'GBP', label: 'GBP (£)' },
] as const;

export function CurrencySelect() {
  const [currency, setCurrency] = useState<string>(CURRENCIES[0].code);
  const selectId = useId();

  return (
    <div className="currency-select">
      <label htmlFor={selectId} className="currency-select__label">
        Currency
      </label>
      <select
        id={selectId}
        className="currency-select__control"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
      >
        {CURRENCIES.map((item) => (
          <option key={item.code} value={item.code}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
