/**
 * /admin/metal-rates (permission `pricing`: the owner and managers): the day's rate of a gram of each metal at each
 * purity, set here or read from the owner's rate feed, with every rate set before it — who set it and when, on the
 * shop's clock — and the feed's rates that wait for a person.
 */
import './settings.scss';
import { roleCan } from '@lumen/contract/admin-roles';
import type { MetalRate } from '@lumen/contract/metal-rates';
import { baseCurrency, CURRENCIES, formatCents } from '@lumen/contract/money';
import { useState } from 'react';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSignedInStaff } from './admin-layout';
import { useMetalRates, useSetMetalRate } from './api/metal-rates';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { Choice } from './components/form-choice';
import { LoadError } from './components/list-states';
import { shopTime, zoned } from './components/shop-time';
import { metalRateResolver, RATE_CHOICES } from './metal-rates-form';
import { PendingRatesCard, RateFeedCard } from './rate-feed-cards';

const COLUMNS: readonly AdminColumn<MetalRate>[] = [
  { key: 'metal', header: 'Metal', rowHeader: true, cell: (rate) => `${rate.metal} ${rate.purity}` },
  { key: 'rate', header: 'Per gram', cell: (rate) => formatCents(rate.rate_per_gram) },
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

const rowKey = (rate: MetalRate) => rate.id;

export function AdminMetalRatesScreen() {
  usePageMeta({ title: 'Metal rates', description: 'Lumen Jewels back office: the day’s metal rates.' });
  const rates = useMetalRates();
  const save = useSetMetalRate();
  const [formKey, setFormKey] = useState(0);
  const ownerOfFeed = roleCan(useSignedInStaff().role, 'settings');
  const data = rates.data;

  return (
    <section className="lj-admin-page lj-settings" aria-labelledby="rates-title">
      <div className="lj-admin-page__head">
        <h1 id="rates-title" className="lj-admin-page__title">
          Metal rates
        </h1>
      </div>
      {rates.isError ? <LoadError error={rates.error} onRetry={() => void rates.refetch()} /> : null}
      {data ? (
        <>
          <PendingRatesCard pending={data.pending} pendingCurrencies={data.pending_currencies} />
          <div className="lj-settings__card">
            <h2 id="current-title" className="lj-settings__title">
              Rates in force
            </h2>
            <p className="lj-admin-muted">
              What a gram of each metal costs the shop today. Rose, white and black gold are priced as gold.
            </p>
            <AdminTable
              labelledBy="current-title"
              columns={COLUMNS}
              rows={data.current}
              rowKey={rowKey}
              query={rates}
              empty="No rate set yet."
            />
          </div>
          <section className="lj-settings__card" aria-labelledby="set-title">
            <h2 id="set-title" className="lj-settings__title">
              Set a rate
            </h2>
            <Form
              key={formKey}
              className="lj-admin-form lj-settings__form"
              defaultValues={{ rate: RATE_CHOICES[1]?.[0] ?? '', rate_per_gram: '' }}
              schema={async () => metalRateResolver}
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
              <Choice name="rate" label="Metal and purity" options={RATE_CHOICES} />
              <FormField name="rate_per_gram" label={`Per gram (${CURRENCIES[baseCurrency()].symbol})`}>
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
          <RateFeedCard feed={data.feed} canEdit={ownerOfFeed} />
          <div className="lj-settings__card">
            <h2 id="history-title" className="lj-settings__title">
              History
            </h2>
            <AdminTable
              labelledBy="history-title"
              columns={COLUMNS}
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
