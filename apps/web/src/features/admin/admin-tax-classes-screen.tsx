/**
 * /admin/tax-classes (permission `pricing`: the owner and managers): the HSN codes and GST rates pieces are taxed in,
 * with how many pieces each has, and the pieces with none (taxed at the standard 18 %); add a class, change one (its
 * pieces follow from now on; placed orders keep their tax), delete one no piece uses. A piece's class is chosen in the
 * product editor. And whether the storefront shows prices including GST (tax-display-card.tsx).
 */
import './settings.scss';
import { SHOP } from '@lumen/contract/shop';
import { ratePercentWords } from '@lumen/contract/tax';
import type { TaxClass } from '@lumen/contract/tax-classes';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { useDeleteTaxClass, useSaveTaxClass, useTaxClasses } from './api/tax-classes';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError } from './components/list-states';
import { shopTime, zoned } from './components/shop-time';
import { emptyTaxClassForm, taxClassFormOf, taxClassResolver } from './tax-classes-form';
import { TaxDisplayCard } from './tax-display-card';

const piecesWords = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

function columnsFor(actions: { onEdit: (c: TaxClass) => void; onDelete: (c: TaxClass) => void }) {
  const columns: readonly AdminColumn<TaxClass>[] = [
    { key: 'name', header: 'Class', rowHeader: true, cell: (c) => c.name },
    { key: 'hsn', header: 'HSN code', cell: (c) => c.hsn },
    { key: 'rate', header: 'GST rate', cell: (c) => ratePercentWords(c.rate_percent) },
    { key: 'pieces', header: 'Pieces', cell: (c) => piecesWords(c.products), className: 'lj-settings__nowrap' },
    { key: 'at', header: zoned('Changed'), cell: (c) => shopTime(c.updated_at) },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (c) => (
        <span className="lj-settings__actions">
          <button type="button" className="btn btn-lj-outline btn-lj--sm" onClick={() => actions.onEdit(c)}>
            Edit<span className="visually-hidden"> {c.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-lj-outline btn-lj--sm"
            disabled={c.products > 0}
            title={c.products > 0 ? 'Move its pieces to another class first' : undefined}
            onClick={() => actions.onDelete(c)}
          >
            Delete<span className="visually-hidden"> {c.name}</span>
          </button>
        </span>
      ),
    },
  ];
  return columns;
}

export function AdminTaxClassesScreen() {
  usePageMeta({ title: 'Tax classes', description: 'Lumen Jewels back office: HSN codes and GST rates.' });
  const list = useTaxClasses();
  const save = useSaveTaxClass();
  const remove = useDeleteTaxClass();
  const [editing, setEditing] = useState<TaxClass | null>(null);
  const [deleting, setDeleting] = useState<TaxClass | null>(null);
  const [formKey, setFormKey] = useState(0);
  const data = list.data;

  function edit(taxClass: TaxClass | null) {
    setEditing(taxClass);
    setFormKey((key) => key + 1);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync(deleting.id);
      void notify('success', message);
      if (editing?.id === deleting.id) edit(null);
    } catch (error) {
      void notify('error', errorMessage(error));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="lj-admin-page lj-settings" aria-labelledby="tax-classes-title">
      <div className="lj-admin-page__head">
        <h1 id="tax-classes-title" className="lj-admin-page__title">
          Tax classes
        </h1>
      </div>
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {data ? (
        <>
          <div className="lj-settings__card lj-settings__card--wide">
            <h2 id="classes-title" className="lj-settings__title">
              Classes
            </h2>
            <p className="lj-admin-muted">
              Each piece is taxed at its class’s GST rate, under its HSN code: CGST and SGST within {SHOP.state}, IGST
              for other states. {piecesWords(data.standard.products)} have no class and are taxed at the standard{' '}
              {ratePercentWords(data.standard.rate_percent)}; choose a piece’s class in the product editor. A change
              applies from now on: placed orders keep their tax.
            </p>
            <AdminTable
              labelledBy="classes-title"
              columns={columnsFor({ onEdit: edit, onDelete: setDeleting })}
              rows={data.classes}
              rowKey={(c) => c.id}
              query={list}
              empty="No tax class yet: every piece is taxed at the standard rate."
            />
          </div>
          <TaxDisplayCard key={String(data.prices_include_tax)} including={data.prices_include_tax} />
          <section className="lj-settings__card" aria-labelledby="tax-class-form-title">
            <h2 id="tax-class-form-title" className="lj-settings__title">
              {editing ? `Edit ${editing.name}` : 'Add a class'}
            </h2>
            <Form
              key={formKey}
              className="lj-admin-form lj-settings__form"
              defaultValues={editing ? taxClassFormOf(editing) : emptyTaxClassForm}
              schema={async () => taxClassResolver}
              onSubmit={async (body) => {
                try {
                  const { message } = await save.mutateAsync(editing ? { id: editing.id, body } : { body });
                  void notify('success', message);
                  edit(null);
                } catch (error) {
                  void notify('error', errorMessage(error));
                }
              }}
            >
              <FormField name="name" label="Name">
                {(input) => <input {...input} autoComplete="off" />}
              </FormField>
              <FormField name="hsn" label="HSN code">
                {(input) => <input {...input} inputMode="numeric" autoComplete="off" />}
              </FormField>
              <FormField name="rate_percent" label="GST rate (%)">
                {(input) => <input {...input} inputMode="decimal" autoComplete="off" />}
              </FormField>
              <span className="lj-settings__actions">
                <button
                  type="submit"
                  className="btn btn-lj btn-lj--sm"
                  disabled={save.isPending}
                  aria-busy={save.isPending}
                >
                  {save.isPending ? 'Saving…' : editing ? 'Save changes' : 'Add class'}
                </button>
                {editing ? (
                  <button type="button" className="btn btn-lj-outline btn-lj--sm" onClick={() => edit(null)}>
                    Cancel
                  </button>
                ) : null}
              </span>
            </Form>
          </section>
        </>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete tax class"
        question={`Delete ${deleting?.name ?? ''} (HSN ${deleting?.hsn ?? ''})? No piece is taxed in it; placed orders keep their tax.`}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
