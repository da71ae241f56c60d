/**
 * /admin/products (catalogue): every piece, newest first, in the server's cursor pages; search and filters (category,
 * metal, status, stock) in the address bar; New product, the CSV export (downloaded with the staff token) and the
 * CSV import (all or nothing: a refused file's problems are listed row by row).
 */
import type { AdminProductSummary, CsvProblem } from '@lumen/contract/admin-catalogue';
import { PRODUCT_CSV_COLUMNS } from '@lumen/contract/admin-catalogue';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { CATEGORIES, CATEGORY_LABELS, METALS } from '@lumen/contract/catalog-vocabulary';
import { formatCents } from '@lumen/contract/money';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useImportProducts, useProductList } from './api/products';
import './catalogue.scss';
import { ProductPicture } from '../../components/product-picture';
import { filtersFromSearch, NO_PRODUCT_FILTERS, type ProductFilters, searchOfFilters } from './catalogue-form';
import { STATUS_LABELS, STOCK_LABELS, stockText } from './catalogue-labels';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError, ShowMore } from './components/list-states';
import { FilterActions } from './components/search-form';
import { staffDownload } from './staff-session';

export function AdminProductsScreen() {
  usePageMeta({ title: 'Products', description: 'Lumen Jewels back office: products.' });
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const list = useProductList(filters);
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  const filtered = Object.values(filters).some((value) => value !== '');

  function apply(next: ProductFilters) {
    setSearch(searchOfFilters(next), { replace: true });
  }

  return (
    <section className="lj-admin-page" aria-labelledby="products-title">
      <div className="lj-admin-page__head">
        <h1 id="products-title" className="lj-admin-page__title">
          Products
        </h1>
        <div className="lj-cat-head-actions">
          <CsvActions />
          <Link to={paths.adminProductNew} className="btn btn-lj btn-lj--sm">
            New product
          </Link>
        </div>
      </div>
      <ProductFiltersForm key={search.toString()} filters={filters} onApply={apply} />
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <AdminTable
        label="Product list"
        className="lj-cat-table"
        columns={PRODUCT_COLUMNS}
        rows={products}
        rowKey={(product) => product.id}
        busy={list.isFetching}
        query={list}
        loading="Loading the products…"
        empty={filtered ? 'No products match these filters.' : 'No products yet. Add the first one with New product.'}
      />
      <ShowMore list={list} label="Show more products" />
    </section>
  );
}

const PRODUCT_COLUMNS: AdminColumn<AdminProductSummary>[] = [
  {
    key: 'photo',
    header: <span className="visually-hidden">Photo</span>,
    className: 'lj-cat-table__thumb',
    cell: (product) =>
      product.photo ? (
        <ProductPicture photo={product.photo} sizes="48px" alt="" />
      ) : product.image ? (
        <img src={product.image.src} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="lj-cat-thumb-empty" aria-hidden="true" />
      ),
  },
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (product) => (
      <>
        <Link to={paths.adminProduct(product.id)}>{product.name}</Link>
        <span className="lj-admin-muted lj-cat-slug">{product.slug}</span>
      </>
    ),
  },
  {
    key: 'category',
    header: 'Category',
    cell: (product) => (
      <>
        {CATEGORY_LABELS[product.category]}
        <span className="lj-admin-muted lj-cat-slug">{product.metal}</span>
      </>
    ),
  },
  { key: 'price', header: 'Price', className: 'lj-admin-nowrap', cell: (product) => formatCents(product.price) },
  {
    key: 'status',
    header: 'Status',
    cell: (product) => (
      <span className={`lj-admin-badge lj-cat-status--${product.status}`}>{STATUS_LABELS[product.status]}</span>
    ),
  },
  { key: 'stock', header: 'Stock', className: 'lj-admin-nowrap', cell: (product) => stockText(product) },
];

function ProductFiltersForm({ filters, onApply }: { filters: ProductFilters; onApply: (f: ProductFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const field = (name: keyof ProductFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((value) => ({ ...value, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="lj-admin-filters" onSubmit={submit} aria-label="Filter the products">
      <label>
        <span>Search</span>
        <input className="lj-admin-input" type="search" placeholder="Name or slug" maxLength={100} {...field('q')} />
      </label>
      <label>
        <span>Category</span>
        <select className="lj-admin-select" {...field('category')}>
          <option value="">Any category</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Metal</span>
        <select className="lj-admin-select" {...field('metal')}>
          <option value="">Any metal</option>
          {METALS.map((metal) => (
            <option key={metal} value={metal}>
              {metal}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Status</span>
        <select className="lj-admin-select" {...field('status')}>
          <option value="">Any status</option>
          {Object.entries(STATUS_LABELS).map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Stock</span>
        <select className="lj-admin-select" {...field('stock')}>
          <option value="">Any stock</option>
          {Object.entries(STOCK_LABELS).map(([state, label]) => (
            <option key={state} value={state}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <FilterActions
        submit="Apply"
        onClear={() => {
          setDraft(NO_PRODUCT_FILTERS);
          onApply(NO_PRODUCT_FILTERS);
        }}
      />
    </form>
  );
}

function CsvActions() {
  const importer = useImportProducts();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [problems, setProblems] = useState<{ message: string; list: CsvProblem[] } | null>(null);

  async function exportCsv() {
    setExporting(true);
    try {
      await staffDownload(ADMIN_API_PATHS.adminProductsExport, 'lumen-products.csv');
    } catch (error) {
      void notify('error', errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    setProblems(null);
    try {
      const outcome = await importer.mutateAsync(await file.text());
      if (outcome.ok) void notify('success', outcome.message);
      // The report below is itself an alert: no toast repeats it.
      else setProblems({ message: outcome.message, list: outcome.problems });
    } catch (error) {
      void notify('error', errorMessage(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-lj-outline btn-lj--sm"
        onClick={() => void exportCsv()}
        disabled={exporting}
        aria-busy={exporting}
      >
        {exporting ? 'Exporting…' : 'Export CSV'}
      </button>
      <label className={`btn btn-lj-outline btn-lj--sm lj-cat-file${importer.isPending ? ' disabled' : ''}`}>
        {importer.isPending ? 'Importing…' : 'Import CSV'}
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          disabled={importer.isPending}
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
      </label>
      {problems ? (
        <div className="lj-cat-import-report" role="alert">
          <p>
            <strong>{problems.message}</strong>
          </p>
          {problems.list.length > 0 ? (
            <ul>
              {problems.list.map((problem) => (
                <li key={`${problem.row}-${problem.column}-${problem.message}`}>
                  Row {problem.row}
                  {problem.column ? `, ${problem.column}` : ''}: {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="lj-admin-muted">The columns are: {PRODUCT_CSV_COLUMNS.join(', ')}.</p>
          <button type="button" className="lj-admin-ghost" onClick={() => setProblems(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
    </>
  );
}
