/**
 * /admin/settings (permission `settings`, the owner): the largest order total offered pay on delivery — the law bars
 * cash receipts of ₹2 lakh or more — and which online providers are on, with the webhook address to give each
 * provider's dashboard. The providers' keys live in the server's settings and are never shown.
 */
import './settings.scss';
import { formatCents } from '@lumen/contract/money';
import { useState } from 'react';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePaymentSettings, useSavePaymentSettings } from './api/settings';
import { dollarsOf } from './catalogue-form';
import { LoadError } from './components/list-states';
import { paymentSettingsResolver } from './settings-form';

export function AdminSettingsScreen() {
  usePageMeta({ title: 'Settings', description: 'Lumen Jewels back office: payment settings.' });
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const [formKey, setFormKey] = useState(0);
  const data = settings.data;

  return (
    <section className="lj-admin-page lj-settings" aria-labelledby="settings-title">
      <div className="lj-admin-page__head">
        <h1 id="settings-title" className="lj-admin-page__title">
          Settings
        </h1>
      </div>
      {settings.isError ? <LoadError error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {data ? (
        <>
          <section className="lj-settings__card" aria-labelledby="pod-title">
            <h2 id="pod-title" className="lj-settings__title">
              Pay on delivery
            </h2>
            <p className="lj-admin-muted">
              Checkout offers pay on delivery up to this order total, and refuses it above. Indian law bars a cash
              receipt of ₹2 lakh or more, so keep it below that in dollars. 0 turns pay on delivery off.
            </p>
            <p className="lj-settings__now">
              Now: <strong>{formatCents(data.pay_on_delivery_max)}</strong>
              {data.pay_on_delivery_max_is_default ? ' (the shop’s default)' : ''}
            </p>
            <Form
              key={formKey}
              className="lj-admin-form lj-settings__form"
              defaultValues={{ pay_on_delivery_max: dollarsOf(data.pay_on_delivery_max) }}
              schema={async () => paymentSettingsResolver}
              onSubmit={async (values) => {
                try {
                  const saved = await save.mutateAsync(values);
                  void notify(
                    'success',
                    `Pay on delivery is now offered up to ${formatCents(saved.pay_on_delivery_max)}.`,
                  );
                  setFormKey((key) => key + 1);
                } catch (error) {
                  void notify('error', errorMessage(error));
                }
              }}
            >
              <FormField name="pay_on_delivery_max" label="Largest order paid on delivery ($)">
                {(input) => <input {...input} inputMode="decimal" autoComplete="off" />}
              </FormField>
              <button
                type="submit"
                className="btn btn-lj btn-lj--sm"
                disabled={save.isPending}
                aria-busy={save.isPending}
              >
                {save.isPending ? 'Saving…' : 'Save'}
              </button>
            </Form>
          </section>
          <section className="lj-settings__card" aria-labelledby="providers-title">
            <h2 id="providers-title" className="lj-settings__title">
              Online payments
            </h2>
            <p className="lj-admin-muted">
              A provider is on when the server has its keys (see the operations guide, docs/operations.md, “Payments”).
              Give each provider’s dashboard its webhook address below: payments are confirmed by it.
            </p>
            <ul className="lj-settings__providers">
              {data.providers.map((provider) => (
                <li key={provider.method}>
                  <div className="lj-settings__provider-head">
                    <span className="lj-settings__provider">{provider.label}</span>
                    <span className={`lj-admin-badge${provider.configured ? '' : ' lj-admin-badge--off'}`}>
                      {provider.configured ? 'On' : 'Off: no keys set'}
                    </span>
                  </div>
                  <p className="lj-admin-muted">
                    Webhook address: <code>{provider.webhook_url}</code>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </section>
  );
}
