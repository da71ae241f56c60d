/**
 * /admin/products/new and /admin/products/:id (catalogue): the product editor, its form in product-form.tsx (every
 * field the API accepts, the material-details table, the FAQs). A new piece is created as a draft and opens in its
 * editor. An existing one also has its status actions (publish, unpublish, archive — asked first), Duplicate (opens
 * the copy), its photos, its stock and its variants grid.
 */
import type { AdminProduct, ProductStatus } from '@lumen/contract/admin-catalogue';
import { METALS, type Metal } from '@lumen/contract/catalog-vocabulary';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCreateProduct, useDuplicateProduct, useProduct, useUpdateProduct } from './api/products';
import { AdminNotice } from './components/admin-notice';
import './catalogue.scss';
import { EMPTY_PRODUCT_VALUES, valuesOfProduct } from './catalogue-form';
import { STATUS_LABELS } from './catalogue-labels';
import { LoadError } from './components/list-states';
import { ProductForm } from './product-form';
import { ProductPhotosPanel } from './product-photos-panel';
import { ProductStockPanel } from './product-stock-panel';
import { ProductVariantsPanel } from './product-variants-panel';

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
        stoneKeys={[]}
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

/** The metals the piece's variants are offered in, in the vocabulary's order. */
const offeredMetals = (product: AdminProduct): Metal[] =>
  METALS.filter((metal) => product.variants.some((variant) => variant.metal === metal));

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
          stoneKeys={initial.stoneKeys}
          saving={update.isPending}
          saveLabel="Save changes"
          onSave={async (body) => {
            const { message } = await update.mutateAsync(body);
            void notify('success', message);
          }}
        />
        <div className="lj-cat-side">
          <ProductPhotosPanel productId={product.id} metals={offeredMetals(product)} />
          <ProductStockPanel product={product} />
        </div>
      </div>
      {/* Drawn again from the server's variants whenever another panel's save changes them. */}
      <ProductVariantsPanel key={JSON.stringify(product.variants)} product={product} />
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
