/**
 * /admin/messages (permission `messages`): the contact form's inbox, new messages first by default; a filter for
 * new, handled or all; the server's cursor pages with "Show older messages"; each message opens its own page.
 */
import './commerce.scss';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { type InboxFilter, type MessageSummary, useInbox } from './api/messages';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { LoadError, ShowMore } from './components/list-states';
import { shopTime, zoned } from './components/shop-time';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** The first line of a message, cut to `max` characters. */
export function excerpt(text: string, max = 90): string {
  const line = text.trim().split(/\r?\n/)[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const MESSAGE_COLUMNS: AdminColumn<MessageSummary>[] = [
  {
    key: 'from',
    header: 'From',
    rowHeader: true,
    cell: (message) => (
      <>
        <Link to={paths.adminMessage(message.id)}>{message.name}</Link>
        <div className="lj-admin-muted lj-commerce-sub">{message.contact}</div>
      </>
    ),
  },
  { key: 'message', header: 'Message', className: 'lj-commerce-excerpt', cell: (message) => excerpt(message.message) },
  {
    key: 'received',
    header: zoned('Received'),
    className: 'lj-admin-nowrap',
    cell: (message) => shopTime(message.created_at),
  },
  { key: 'replies', header: 'Replies', cell: (message) => message.replies },
  {
    key: 'state',
    header: 'State',
    cell: (message) => (
      <span className={`lj-admin-badge${message.status === 'new' ? ' lj-commerce-new' : ''}`}>
        {message.status === 'new' ? 'New' : 'Handled'}
      </span>
    ),
  },
];

export function AdminMessagesScreen() {
  usePageMeta({ title: 'Messages', description: 'Lumen Jewels back office: messages.' });
  const [filter, setFilter] = useState<InboxFilter>('new');
  const inbox = useInbox(filter);
  const messages = inbox.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <section className="lj-admin-page" aria-labelledby="messages-title">
      <div className="lj-admin-page__head">
        <h1 id="messages-title" className="lj-admin-page__title">
          Messages
        </h1>
      </div>
      <fieldset className="lj-commerce-segments">
        <legend className="visually-hidden">Show</legend>
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="lj-commerce-segment"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {inbox.isError ? <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} /> : null}
      <AdminTable
        label="Message list"
        columns={MESSAGE_COLUMNS}
        rows={messages}
        rowKey={(message) => message.id}
        busy={inbox.isFetching}
        query={inbox}
        loading="Loading the messages…"
        empty={filter === 'new' ? 'No new messages. Everything is handled.' : 'No messages here.'}
      />
      <ShowMore list={inbox} label="Show older messages" />
    </section>
  );
}
