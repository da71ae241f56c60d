/**
 * /admin/currency-rates (permission `pricing`: the owner and managers): how many units of each currency one unit of
 * the base currency buys — the rates the storefront converts prices at for a shopper who chose another currency —
 * with every rate set before it, who set it and when, on the shop's clock. Orders are charged in the base currency.
 */
import './settings.scss';
import type { CurrencyRate } from '@lumen/contract/currencies';
import { CURRENCIES } from '@lumen/contract/money';
import { useState } from 'react';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCurrencyRates, useSetCurrencyRate } from './api/currency-rates';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { Choice } from './components/form-choice';
import { LoadError } from './components/list-states';
import { shopTime, zoned } from './components/shop-time';
import { currencyChoices, currencyRateResolver } from './currency-rates-form';

const columnsFor = (base: string): readonly AdminColumn<CurrencyRate>[] => [
  {
    key: 'currency',
    header: 'Currency',
    rowHeader: true,
    cell: (rate) => `${rate.currency} — ${CURRENCIES[rate.currency].name}`,
  },
  { key: 'rate', header: `For 1 ${base}`, cell: (rate) => `${rate.rate} ${rate.currency}` },
  {
    key: 'by',
    header: 'Set by',
    cell: (rate) =>
      rate.source === 'feed'
        ? rate.set_by
          ? `The rate feed, confirmed by ${rate.set_by.name}`
          : 'The rate feed'
        : (rate.set_by?.name ?? '—'),
  },
  { key: 'at', header: zoned('When'), cell: (rate) => shopTime(rate.set_at) },
];

const rowKey = (rate: CurrencyRate) => rate.id;

export function AdminCurrencyRatesScreen() {
  usePageMeta({ title: 'Currencies', description: 'Lumen Jewels back office: the rates of the shop’s currencies.' });
  const rates = useCurrencyRates();
  const save = useSetCurrencyRate();
  const [formKey, setFormKey] = useState(0);
  const data = rates.data;
  const columns = data ? columnsFor(data.base) : [];
  const choices = data ? currencyChoices(data.base) : [];

  return (
    <section className="lj-admin-page lj-settings" aria-labelledby="currencies-title">
      <div className="lj-admin-page__head">
        <h1 id="currencies-title" className="lj-admin-page__title">
          Currencies
        </h1>
      </div>
      {rates.isError ? <LoadError error={rates.error} onRetry={() => void rates.refetch()} /> : null}
      {data ? (
        <>
          <div className="lj-settings__card">
            <h2 id="current-title" className="lj-settings__title">
              Rates in force
            </h2>
            <p className="lj-admin-muted">
              Orders are charged and invoiced in {CURRENCIES[data.base].plural} ({data.base}). A shopper may see prices
              in each currency below, converted at its rate; the Currency selector offers only these.
            </p>
            <AdminTable
              labelledBy="current-title"
              columns={columns}
              rows={data.current}
              rowKey={rowKey}
              query={rates}
              empty={`No rate set yet: prices show in ${data.base} only.`}
            />
          </div>
          <section className="lj-settings__card" aria-labelledby="set-title">
            <h2 id="set-title" className="lj-settings__title">
              Set a rate
            </h2>
            <Form
              key={formKey}
              className="lj-admin-form lj-settings__form"
              defaultValues={{ currency: choices[0]?.[0] ?? '', rate: '' }}
              schema={async () => currencyRateResolver}
              onSubmit={async (values) => {
                try {
                  const { message } = await save.mutateAsync(values);
                  void notify('success', message);
                  setFormKey((key) => key + 1);
                } catch (error) {
                  void notify('error', errorMessage(error));
                }
              }}
            >
              <Choice name="currency" label="Currency" options={choices} />
              <FormField name="rate" label={`For 1 ${data.base}`}>
                {(input) => <input {...input} inputMode="decimal" autoComplete="off" />}
              </FormField>
              <button
                type="submit"
                className="btn btn-lj btn-lj--sm"
                disabled={save.isPending}
                aria-busy={save.isPending}
              >
                {save.isPending ? 'Saving…' : 'Set rate'}
              </button>
            </Form>
          </section>
          <div className="lj-settings__card">
            <h2 id="history-title" className="lj-settings__title">
              History
            </h2>
            <AdminTable
              labelledBy="history-title"
              columns={columns}
              rows={data.history}
              rowKey={rowKey}
              query={rates}
              empty="No rate set yet."
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
