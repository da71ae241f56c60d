/**
 * /admin/customers (permission `customers`): search by name, e-mail or mobile; the server's cursor pages, newest
 * first, with "Show more customers"; each name opens the customer's page.
 */
import './commerce.scss';
import type { AdminCustomerSummary } from '@lumen/contract/admin-customers';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCustomers } from './api/customers';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError, ShowMore } from './components/list-states';
import { SearchForm } from './components/search-form';
import { shopDate } from './components/shop-time';

const CUSTOMER_COLUMNS: AdminColumn<AdminCustomerSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (customer) => (
      <Link to={paths.adminCustomer(String(customer.id))}>{customer.name || `Customer ${customer.id}`}</Link>
    ),
  },
  { key: 'email', header: 'E-mail', wide: true, cell: (customer) => customer.email ?? '—' },
  { key: 'mobile', header: 'Mobile', className: 'lj-admin-nowrap', cell: (customer) => customer.mobile ?? '—' },
  { key: 'orders', header: 'Orders', cell: (customer) => customer.orders },
  { key: 'state', header: 'State', cell: (customer) => <CustomerStateBadge {...customer} /> },
  {
    key: 'since',
    header: 'Since',
    className: 'lj-admin-nowrap',
    cell: (customer) => shopDate(customer.created_at),
  },
];

export function AdminCustomersScreen() {
  usePageMeta({ title: 'Customers', description: 'Lumen Jewels back office: customers.' });
  const [search, setSearch] = useState('');
  const list = useCustomers(search);
  const customers = list.data?.pages.flatMap((page) => page.customers) ?? [];

  return (
    <section className="lj-admin-page" aria-labelledby="customers-title">
      <div className="lj-admin-page__head">
        <h1 id="customers-title" className="lj-admin-page__title">
          Customers
        </h1>
      </div>
      <SearchForm
        label="Name, e-mail or mobile"
        formLabel="Search the customers"
        search={search}
        onSearch={setSearch}
        maxLength={100}
        className="lj-commerce-search"
      />
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <AdminTable
        label="Customer list"
        columns={CUSTOMER_COLUMNS}
        rows={customers}
        rowKey={(customer) => customer.id}
        busy={list.isFetching}
        query={list}
        loading="Loading the customers…"
        empty={search === '' ? 'No customers yet.' : `No customer matches “${search}”.`}
      />
      <ShowMore list={list} label="Show more customers" />
    </section>
  );
}

export function CustomerStateBadge({
  disabled,
  erased,
  guest,
}: {
  disabled: boolean;
  erased: boolean;
  guest: boolean;
}) {
  if (erased) return <span className="lj-admin-badge lj-admin-badge--off">Erased</span>;
  if (disabled) return <span className="lj-admin-badge lj-admin-badge--off">Disabled</span>;
  // A guest checkout's customer: no password, no account of their own yet (issue 14).
  if (guest) return <span className="lj-admin-badge lj-admin-badge--muted">Guest</span>;
  return <span className="lj-admin-badge">Active</span>;
}
