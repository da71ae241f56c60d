/**
 * /admin/customers (permission `customers`): search by name, e-mail or mobile; the server's cursor pages, newest
 * first, with "Show more customers"; each name opens the customer's page.
 */
import './commerce.scss';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCustomers } from './api/customers';
import { LoadError, ShowMore } from './components/list-states';
import { SearchForm } from './components/search-form';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className="lj-admin-table-wrap" aria-label="Customer list" tabIndex={0} aria-busy={list.isFetching}>
        <table className="lj-admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Mobile</th>
              <th scope="col">Orders</th>
              <th scope="col">State</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id}>
                <th scope="row">
                  <Link to={paths.adminCustomer(String(customer.id))}>
                    {customer.name || `Customer ${customer.id}`}
                  </Link>
                </th>
                <td>{customer.email ?? '—'}</td>
                <td className="lj-admin-nowrap">{customer.mobile ?? '—'}</td>
                <td>{customer.orders}</td>
                <td>
                  <CustomerStateBadge {...customer} />
                </td>
                <td className="lj-admin-nowrap">{dateFormat.format(new Date(customer.created_at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending ? <p className="lj-admin-muted lj-admin-table__note">Loading the customers…</p> : null}
        {list.isSuccess && customers.length === 0 ? (
          <p className="lj-admin-muted lj-admin-table__note">
            {search === '' ? 'No customers yet.' : `No customer matches “${search}”.`}
          </p>
        ) : null}
      </section>
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
