/**
 * The header's Currency selector (spec §2, issue 29): the base currency and each currency the shop has a rate for.
 * A choice is kept in the `currency` cookie (lib/currency.ts) and every price on the page follows it at once; the
 * server renders the next page in it.
 */
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '@lumen/contract/money';
import { useId } from 'react';
import { useMoney } from '../../components/money';
import { useCurrencies } from '../../features/catalog/api/get-currencies';
import { setDisplayCurrency } from '../../lib/currency';
import { useHydrated } from '../../lib/hydration';

const label = (code: CurrencyCode) => `${code} (${CURRENCIES[code].symbol})`;

export function CurrencySelect() {
  const selectId = useId();
  const hydrated = useHydrated();
  const money = useMoney();
  const offered = useCurrencies()?.currencies.map((currency) => currency.code) ?? [money.base];

  return (
    <div className="currency-select">
      <label htmlFor={selectId} className="currency-select__label">
        Currency
      </label>
      <select
        id={selectId}
        className="currency-select__control"
        value={money.code}
        disabled={!hydrated}
        onChange={(event) => {
          if (isCurrencyCode(event.target.value)) setDisplayCurrency(event.target.value);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {label(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
