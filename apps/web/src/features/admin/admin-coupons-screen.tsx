/**
 * /admin/coupons (permission `coupons`): every coupon with what it gives, its dates, uses against its limits, its
 * state and whether the promo banner names it; create and edit in a dialog (checked with the contract's schema, the
 * server's refusals — a code already taken — shown as it words them); deactivate or activate, asked first.
 */
import './commerce.scss';
import type { AdminCoupon } from '@lumen/contract/admin-coupons';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@lumen/contract/catalog-vocabulary';
import { formatCents } from '@lumen/contract/money';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCoupons, useCreateCoupon, useUpdateCoupon } from './api/coupons';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError } from './components/list-states';
import { SearchForm } from './components/search-form';
import { SHOP_ZONE_LABEL, shopTime, zoned } from './components/shop-time';
import {
  COUPON_STATE_LABELS,
  type CouponFormValues,
  couponChange,
  couponFormValues,
  couponResolver,
  couponState,
} from './coupon-form';

/** "15% off" or "$25.00 off", with the category and the minimum subtotal when there are any. */
export function couponTerms(coupon: Pick<AdminCoupon, 'kind' | 'value' | 'category' | 'min_subtotal'>): string {
  const off = coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatCents(coupon.value)} off`;
  const scope = coupon.category ? ` ${CATEGORY_LABELS[coupon.category as Category]}` : '';
  const minimum = coupon.min_subtotal > 0 ? `, orders from ${formatCents(coupon.min_subtotal)}` : '';
  return `${off}${scope}${minimum}`;
}

type Editing = { coupon?: AdminCoupon } | null;

/** The list's columns; the last holds each coupon's Edit and Deactivate (or Activate). */
function couponColumns({
  onEdit,
  onSwitch,
}: {
  onEdit: (coupon: AdminCoupon) => void;
  onSwitch: (coupon: AdminCoupon) => void;
}): AdminColumn<AdminCoupon>[] {
  return [
    {
      key: 'code',
      header: 'Code',
      rowHeader: true,
      cell: (coupon) => (
        <>
          <code>{coupon.code}</code>
          {coupon.title ? <div className="lj-admin-muted lj-commerce-sub">{coupon.title}</div> : null}
        </>
      ),
    },
    {
      key: 'gives',
      header: 'Gives',
      className: 'lj-commerce-gives',
      cell: (coupon) => (
        <>
          {couponTerms(coupon)}
          <div className="lj-admin-muted lj-commerce-sub">{coupon.description}</div>
        </>
      ),
    },
    {
      key: 'runs',
      header: zoned('Runs'),
      className: 'lj-commerce-dates',
      cell: (coupon) => (
        <>
          <div>From {shopTime(coupon.starts_at)}</div>
          <div className="lj-admin-muted">{coupon.ends_at ? `Until ${shopTime(coupon.ends_at)}` : 'No end date'}</div>
        </>
      ),
    },
    {
      key: 'used',
      header: 'Used',
      className: 'lj-admin-nowrap',
      cell: (coupon) => (
        <>
          <div>
            {coupon.uses} / {coupon.usage_limit ?? '∞'}
            <span className="visually-hidden">{coupon.usage_limit === null ? ' (no limit)' : ''}</span>
          </div>
          <div className="lj-admin-muted lj-commerce-sub">
            {coupon.customers} {coupon.customers === 1 ? 'customer' : 'customers'}
            {coupon.per_customer_limit !== null ? `, ${coupon.per_customer_limit} each` : ''}
          </div>
        </>
      ),
    },
    {
      key: 'state',
      header: 'State',
      cell: (coupon) => {
        const state = couponState(coupon);
        return (
          <span className={`lj-admin-badge lj-commerce-state lj-commerce-state--${state}`}>
            {COUPON_STATE_LABELS[state]}
          </span>
        );
      },
    },
    {
      key: 'banner',
      header: 'Banner',
      cell: (coupon) => (coupon.featured ? <span className="lj-admin-badge">Featured</span> : '—'),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'lj-admin-table__actions',
      cell: (coupon) => (
        <>
          <button type="button" className="lj-admin-ghost" onClick={() => onEdit(coupon)}>
            Edit<span className="visually-hidden"> {coupon.code}</span>
          </button>
          <button type="button" className="lj-admin-ghost" onClick={() => onSwitch(coupon)}>
            {coupon.active ? 'Deactivate' : 'Activate'}
            <span className="visually-hidden"> {coupon.code}</span>
          </button>
        </>
      ),
    },
  ];
}

export function AdminCouponsScreen() {
  usePageMeta({ title: 'Coupons', description: 'Lumen Jewels back office: coupons.' });
  const [search, setSearch] = useState('');
  const list = useCoupons(search);
  const update = useUpdateCoupon();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<AdminCoupon | null>(null);

  async function confirmSwitch() {
    if (!switching) return;
    const active = !switching.active;
    try {
      await update.mutateAsync({ id: switching.id, change: { active } });
      void notify('success', `${switching.code} is ${active ? 'active again' : 'deactivated'}.`);
      setSwitching(null);
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  const coupons = list.data ?? [];
  return (
    <section className="lj-admin-page" aria-labelledby="coupons-title">
      <div className="lj-admin-page__head">
        <h1 id="coupons-title" className="lj-admin-page__title">
          Coupons
        </h1>
        <button type="button" className="btn btn-lj btn-lj--sm" onClick={() => setEditing({})}>
          New coupon
        </button>
      </div>
      <SearchForm
        label="Code"
        formLabel="Search the coupons"
        search={search}
        onSearch={setSearch}
        maxLength={32}
        placeholder="e.g. FALL25"
      />
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <AdminTable
        label="Coupon list"
        columns={couponColumns({ onEdit: (coupon) => setEditing({ coupon }), onSwitch: setSwitching })}
        rows={coupons}
        rowKey={(coupon) => coupon.id}
        busy={list.isFetching}
        query={list}
        loading="Loading the coupons…"
        empty={search === '' ? 'No coupons yet. “New coupon” makes the first.' : `No coupon code contains “${search}”.`}
      />
      <ConfirmDialog
        open={switching !== null}
        title={switching?.active ? 'Deactivate coupon' : 'Activate coupon'}
        question={
          switching?.active
            ? `Deactivate ${switching.code}? Shoppers can no longer apply it${switching.featured ? ', and the banner stops naming it' : ''}. You can activate it again later.`
            : `Activate ${switching?.code ?? ''} again? Shoppers can apply it within its dates and limits.`
        }
        pending={update.isPending}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setSwitching(null)}
      />
      {editing ? <CouponDialog coupon={editing.coupon} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function CouponDialog({ coupon, onClose }: { coupon?: AdminCoupon; onClose: () => void }) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const pending = create.isPending || update.isPending;
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = coupon ? `Edit ${coupon.code}` : 'New coupon';

  async function save(request: Parameters<typeof couponChange>[1]) {
    setRefusal(null);
    try {
      if (!coupon) {
        const { message, data } = await create.mutateAsync(request);
        void notify('success', `${message} ${data.coupon.code} is ready.`);
      } else {
        const change = couponChange(coupon, request);
        if (Object.keys(change).length === 0) {
          void notify('info', 'Nothing changed.');
          onClose();
          return;
        }
        const { message } = await update.mutateAsync({ id: coupon.id, change });
        void notify('success', message);
      }
      onClose();
    } catch (error) {
      // A refusal about one field is shown under it (Form does that); any other, such as a code already taken, here.
      if (!(error as { field?: string }).field) setRefusal(errorMessage(error));
      void notify('error', errorMessage(error));
      throw error;
    }
  }

  const optional = { required: false };
  return (
    <Dialog open onClose={onClose} title={title} closeLabel="Close the coupon form" className="lj-commerce-dialog">
      <Form<CouponFormValues, Parameters<typeof couponChange>[1]>
        className="lj-admin-form lj-commerce-form"
        defaultValues={couponFormValues(coupon)}
        schema={async () => couponResolver}
        onSubmit={save}
        aria-busy={pending}
      >
        {(form) => {
          const kind = form.watch('kind');
          return (
            <>
              <div className="lj-commerce-form__grid">
                <FormField name="code" label="Code">
                  {(input) => (
                    <input
                      {...input}
                      type="text"
                      autoComplete="off"
                      spellCheck={false}
                      className={`${input.className} lj-commerce-code`}
                    />
                  )}
                </FormField>
                <FormField name="title" label="Banner headline (optional)">
                  {(input) => <input {...input} {...optional} type="text" autoComplete="off" maxLength={60} />}
                </FormField>
                <FormField
                  name="description"
                  label="What it gives, as shoppers read it"
                  className="form-field lj-commerce-form__wide"
                >
                  {(input) => <input {...input} type="text" autoComplete="off" maxLength={200} />}
                </FormField>
                <FormField name="kind" label="Discount">
                  {(input) => (
                    <select {...input} className={`${input.className} lj-admin-select`}>
                      <option value="percent">A percentage off</option>
                      <option value="amount">An amount off</option>
                    </select>
                  )}
                </FormField>
                <FormField name="value" label={kind === 'percent' ? 'Percent off (1–100)' : 'Amount off ($)'}>
                  {(input) => (
                    <input
                      {...input}
                      type="text"
                      inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                    />
                  )}
                </FormField>
                <FormField name="category" label="Applies to">
                  {(input) => (
                    <select {...input} {...optional} className={`${input.className} lj-admin-select`}>
                      <option value="">Every category</option>
                      {CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {CATEGORY_LABELS[category]} only
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField name="min_subtotal" label="Minimum subtotal ($, optional)">
                  {(input) => <input {...input} {...optional} type="text" inputMode="decimal" autoComplete="off" />}
                </FormField>
                <FormField name="starts_at" label={zoned('Starts')}>
                  {(input) => <input {...input} type="datetime-local" />}
                </FormField>
                <FormField name="ends_at" label={`Ends (${SHOP_ZONE_LABEL}, optional)`}>
                  {(input) => <input {...input} {...optional} type="datetime-local" />}
                </FormField>
                <FormField name="usage_limit" label="Uses in all (empty: no limit)">
                  {(input) => <input {...input} {...optional} type="text" inputMode="numeric" autoComplete="off" />}
                </FormField>
                <FormField name="per_customer_limit" label="Uses per customer (empty: no limit)">
                  {(input) => <input {...input} {...optional} type="text" inputMode="numeric" autoComplete="off" />}
                </FormField>
                <FormField name="featured" label="Promotional banner" className="form-field lj-commerce-form__wide">
                  {(input) => (
                    <select {...input} className={`${input.className} lj-admin-select`}>
                      <option value="no">Not on the banner</option>
                      <option value="yes">Name this code on the banner (instead of any other)</option>
                    </select>
                  )}
                </FormField>
              </div>
              {refusal ? (
                <p className="lj-admin-alert lj-commerce-refusal" role="alert">
                  {refusal}
                </p>
              ) : null}
              <div className="lj-commerce-form__actions">
                <button type="button" className="btn btn-lj-outline" onClick={onClose} disabled={pending}>
                  Cancel
                </button>
                <button type="submit" className="btn btn-lj" disabled={pending} aria-busy={pending}>
                  {pending ? 'Saving…' : coupon ? 'Save changes' : 'Create coupon'}
                </button>
              </div>
            </>
          );
        }}
      </Form>
    </Dialog>
  );
}
