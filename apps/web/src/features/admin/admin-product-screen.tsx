/**
 * /admin/products/new and /admin/products/:id (catalogue): the product editor. Every field the API accepts, checked
 * with the contract's schema before it is sent; the material-details table; the FAQs (add, remove, move). A new
 * piece is created as a draft and opens in its editor. An existing one also has its status actions (publish,
 * unpublish, archive — asked first), Duplicate (opens the copy), its photos and its stock.
 */
import {
  type AdminProduct,
  type AdminProductCreate,
  AdminProductCreateSchema,
  type ProductStatus,
} from '@lumen/contract/admin-catalogue';
import { PRODUCT_FAQS_MAX } from '@lumen/contract/catalog';
import { AUDIENCES, CATEGORIES, CATEGORY_LABELS, METALS, PURITIES, STONES } from '@lumen/contract/catalog-vocabulary';
import { useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCreateProduct, useDuplicateProduct, useProduct, useUpdateProduct } from './api/products';
import { AdminNotice } from './components/admin-notice';
import './catalogue.scss';
import {
  bodyOfValues,
  EMPTY_PRODUCT_VALUES,
  type FieldIssue,
  faqName,
  fieldOfIssue,
  issueMessage,
  MATERIAL_FIELDS,
  materialName,
  type ProductFormValues,
  valuesOfProduct,
} from './catalogue-form';
import { STATUS_LABELS } from './catalogue-labels';
import { LoadError } from './components/list-states';
import { ProductPhotosPanel } from './product-photos-panel';
import { ProductStockPanel } from './product-stock-panel';

export function AdminProductNewScreen() {
  usePageMeta({ title: 'New product', description: 'Lumen Jewels back office: a new product.' });
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <section className="lj-admin-page" aria-labelledby="product-title">
      <p className="lj-cat-back">
        <Link to={paths.adminProducts}>← Products</Link>
      </p>
      <div className="lj-admin-page__head">
        <h1 id="product-title" className="lj-admin-page__title">
          New product
        </h1>
      </div>
      <p className="lj-admin-muted">
        It is created as a draft: add its photos and stock in its editor, then publish it.
      </p>
      <ProductForm
        values={EMPTY_PRODUCT_VALUES}
        faqKeys={[]}
        saving={create.isPending}
        saveLabel="Create draft"
        onSave={async (body) => {
          const { data, message } = await create.mutateAsync(body);
          void notify('success', message);
          void navigate(paths.adminProduct(data.product.id), { replace: true });
        }}
      />
    </section>
  );
}

export function AdminProductScreen() {
  const { id = '' } = useParams();
  const productId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (productId < 1) {
    return (
      <AdminNotice title="No such product">
        <p>
          This address names no product. <Link to={paths.adminProducts}>Back to the products</Link>
        </p>
      </AdminNotice>
    );
  }
  return <ProductEditor key={productId} id={productId} />;
}

function ProductEditor({ id }: { id: number }) {
  const product = useProduct(id);
  usePageMeta({
    title: product.data ? `${product.data.name} — Products` : 'Product',
    description: 'Lumen Jewels back office: a product.',
  });
  if (product.isPending) return <p className="lj-admin-muted lj-admin-loading">Loading the product…</p>;
  if (product.isError) {
    return (
      <section className="lj-admin-page" aria-labelledby="product-title">
        <p className="lj-cat-back">
          <Link to={paths.adminProducts}>← Products</Link>
        </p>
        <h1 id="product-title" className="lj-admin-page__title">
          Product
        </h1>
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      </section>
    );
  }
  return <LoadedEditor product={product.data} />;
}

function LoadedEditor({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct(product.id);
  // The form's starting values are the product as it was opened (a save keeps what is typed).
  const [initial] = useState(() => valuesOfProduct(product));
  return (
    <section className="lj-admin-page" aria-labelledby="product-title">
      <p className="lj-cat-back">
        <Link to={paths.adminProducts}>← Products</Link>
      </p>
      <div className="lj-admin-page__head">
        <h1 id="product-title" className="lj-admin-page__title">
          {product.name}
        </h1>
        <span className={`lj-admin-badge lj-cat-status--${product.status}`}>
          <span className="visually-hidden">Status: </span>
          {STATUS_LABELS[product.status]}
        </span>
      </div>
      <StatusActions product={product} />
      <div className="lj-cat-editor">
        <ProductForm
          values={initial.values}
          faqKeys={initial.faqKeys}
          saving={update.isPending}
          saveLabel="Save changes"
          onSave={async (body) => {
            const { message } = await update.mutateAsync(body);
            void notify('success', message);
          }}
        />
        <div className="lj-cat-side">
          <ProductPhotosPanel productId={product.id} />
          <ProductStockPanel product={product} />
        </div>
      </div>
    </section>
  );
}

type StatusChange = { status: ProductStatus; label: string; done: string };

function StatusActions({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct(product.id);
  const duplicate = useDuplicateProduct(product.id);
  const navigate = useNavigate();
  const [running, setRunning] = useState<ProductStatus | null>(null);
  const [archiving, setArchiving] = useState(false);

  async function change({ status, done }: StatusChange) {
    setRunning(status);
    try {
      await update.mutateAsync({ status });
      void notify('success', done);
      setArchiving(false);
    } catch (error) {
      void notify('error', errorMessage(error));
    } finally {
      setRunning(null);
    }
  }

  async function copy() {
    try {
      const { data, message } = await duplicate.mutateAsync();
      void notify('success', message);
      void navigate(paths.adminProduct(data.product.id));
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  const busy = running !== null || duplicate.isPending;
  const button = (change_: StatusChange, primary = false) => (
    <button
      type="button"
      className={`btn ${primary ? 'btn-lj' : 'btn-lj-outline'} btn-lj--sm`}
      disabled={busy}
      aria-busy={running === change_.status}
      onClick={() => void change(change_)}
    >
      {running === change_.status ? 'Saving…' : change_.label}
    </button>
  );

  return (
    <div className="lj-cat-actions">
      {product.status !== 'published'
        ? button({ status: 'published', label: 'Publish', done: `${product.name} is published.` }, true)
        : button({ status: 'draft', label: 'Unpublish', done: `${product.name} is a draft again.` })}
      {product.status !== 'archived' ? (
        <button
          type="button"
          className="btn btn-lj-outline btn-lj--sm"
          disabled={busy}
          onClick={() => setArchiving(true)}
        >
          Archive
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-lj-outline btn-lj--sm"
        disabled={busy}
        aria-busy={duplicate.isPending}
        onClick={() => void copy()}
      >
        {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
      </button>
      {product.status === 'published' ? (
        <a
          className="lj-admin-ghost lj-cat-view"
          href={`/product-details/${product.id}`}
          target="_blank"
          rel="noopener"
        >
          View in the shop<span className="visually-hidden"> (opens a new tab)</span>
        </a>
      ) : null}
      <ConfirmDialog
        open={archiving}
        title="Archive product"
        question={`Archive ${product.name}? It leaves the shop; orders that hold it keep it. You can publish it again later.`}
        pending={running === 'archived'}
        onConfirm={() => void change({ status: 'archived', label: 'Archive', done: `${product.name} is archived.` })}
        onCancel={() => setArchiving(false)}
      />
    </div>
  );
}

type ProductFormProps = {
  values: ProductFormValues;
  faqKeys: string[];
  saving: boolean;
  saveLabel: string;
  onSave: (body: AdminProductCreate) => Promise<void>;
};

function ProductForm({ values, faqKeys: startKeys, saving, saveLabel, onSave }: ProductFormProps) {
  const [faqKeys, setFaqKeys] = useState(startKeys);
  const keysRef = useRef(faqKeys);
  keysRef.current = faqKeys;
  const nextKey = useRef(startKeys.length);

  // The contract's schema checks the body the form makes; each problem is shown under the field it is about.
  const resolver = useRef<Resolver<ProductFormValues, unknown, AdminProductCreate>>(async (formValues) => {
    const keys = keysRef.current;
    const result = AdminProductCreateSchema.safeParse(bodyOfValues(formValues, keys));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(issue.path, keys);
      errors[field] ??= { type: issue.code, message: issueMessage(field, issue as unknown as FieldIssue) };
    }
    return { values: {}, errors };
  }).current;

  const move = (index: number, by: -1 | 1) =>
    setFaqKeys((keys) => {
      const next = [...keys];
      const [key] = next.splice(index, 1);
      if (key !== undefined) next.splice(index + by, 0, key);
      return next;
    });

  return (
    <Form
      className="lj-admin-form lj-cat-form"
      defaultValues={values}
      schema={async () => resolver}
      aria-busy={saving}
      onSubmit={async (body) => {
        try {
          await onSave(body);
        } catch (error) {
          void notify('error', errorMessage(error));
          throw error;
        }
      }}
    >
      <fieldset className="lj-cat-fieldset">
        <legend>The piece</legend>
        <FormField name="name" label="Name">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={120} />}
        </FormField>
        <FormField name="slug" label="Address (slug; empty: made from the name)">
          {(input) => <input {...input} required={false} type="text" autoComplete="off" maxLength={120} />}
        </FormField>
        <div className="lj-cat-grid">
          <Choice name="category" label="Category" options={CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]])} />
          <Choice
            name="audience"
            label="For"
            options={AUDIENCES.map((a) => [a, a.charAt(0).toUpperCase() + a.slice(1)])}
          />
          <Choice name="metal" label="Metal" options={METALS.map((m) => [m, m])} />
          <Choice name="stone" label="Stone" options={STONES.map((s) => [s, s])} />
          <Choice name="purity" label="Purity" options={[['', 'None'], ...PURITIES.map((p) => [p, p] as const)]} />
        </div>
        <div className="lj-cat-grid">
          <FormField name="price" label="Price (USD)">
            {(input) => <input {...input} type="text" inputMode="decimal" autoComplete="off" />}
          </FormField>
          <FormField name="original_price" label="Original price (USD)">
            {(input) => <input {...input} type="text" inputMode="decimal" autoComplete="off" />}
          </FormField>
        </div>
        <FormField name="sizes" label="Sizes (separated by commas; empty for a piece in one size)">
          {(input) => <input {...input} required={false} type="text" autoComplete="off" />}
        </FormField>
        <FormField name="description" label="Description">
          {(input) => <textarea {...input} rows={5} maxLength={4000} />}
        </FormField>
      </fieldset>
      <fieldset className="lj-cat-fieldset">
        <legend>Material details</legend>
        <p className="lj-admin-muted">The table on the product page; each value is one line.</p>
        <div className="lj-cat-grid">
          {MATERIAL_FIELDS.map(([field, label]) => (
            <FormField key={field} name={materialName(field)} label={label}>
              {(input) => <input {...input} type="text" autoComplete="off" maxLength={120} />}
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className="lj-cat-fieldset">
        <legend>Questions and answers</legend>
        {faqKeys.length === 0 ? <p className="lj-admin-muted">No questions for this piece.</p> : null}
        <ol className="lj-cat-faqs">
          {faqKeys.map((key, index) => (
            <li key={key} className="lj-cat-faq">
              <FormField name={faqName(key, 'question')} label={`Question ${index + 1}`}>
                {(input) => <input {...input} type="text" autoComplete="off" maxLength={200} />}
              </FormField>
              <FormField name={faqName(key, 'answer')} label={`Answer ${index + 1}`}>
                {(input) => <textarea {...input} rows={2} maxLength={2000} />}
              </FormField>
              <div className="lj-cat-row-actions">
                <button type="button" className="lj-admin-ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                  Move up<span className="visually-hidden"> question {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="lj-admin-ghost"
                  disabled={index === faqKeys.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Move down<span className="visually-hidden"> question {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="lj-admin-ghost"
                  onClick={() => setFaqKeys((keys) => keys.filter((k) => k !== key))}
                >
                  Remove<span className="visually-hidden"> question {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-lj-outline btn-lj--sm"
          disabled={faqKeys.length >= PRODUCT_FAQS_MAX}
          onClick={() => {
            nextKey.current += 1;
            setFaqKeys((keys) => [...keys, `n${nextKey.current}`]);
          }}
        >
          Add a question
        </button>
        {faqKeys.length >= PRODUCT_FAQS_MAX ? (
          <p className="lj-admin-muted">At most {PRODUCT_FAQS_MAX} questions.</p>
        ) : null}
      </fieldset>
      <div className="lj-cat-save">
        <button type="submit" className="btn btn-lj" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : saveLabel}
        </button>
      </div>
    </Form>
  );
}

function Choice({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <FormField name={name} label={label}>
      {(input) => (
        <select {...input} className={`lj-select${input['aria-invalid'] ? ' is-invalid' : ''}`}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
