/**
 * /admin/messages (permission `messages`): the contact form's inbox, new messages first by default; a filter for
 * new, handled or all; the server's cursor pages with "Show older messages"; each message opens its own page.
 */
import './commerce.scss';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { type InboxFilter, useInbox } from './api/messages';
import { LoadError, ShowMore } from './components/list-states';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className="lj-admin-table-wrap" aria-label="Message list" tabIndex={0} aria-busy={inbox.isFetching}>
        <table className="lj-admin-table">
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Message</th>
              <th scope="col">Received</th>
              <th scope="col">Replies</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <th scope="row">
                  <Link to={paths.adminMessage(message.id)}>{message.name}</Link>
                  <div className="lj-admin-muted lj-commerce-sub">{message.contact}</div>
                </th>
                <td className="lj-commerce-excerpt">{excerpt(message.message)}</td>
                <td className="lj-admin-nowrap">{timeFormat.format(new Date(message.created_at))}</td>
                <td>{message.replies}</td>
                <td>
                  <span className={`lj-admin-badge${message.status === 'new' ? ' lj-commerce-new' : ''}`}>
                    {message.status === 'new' ? 'New' : 'Handled'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {inbox.isPending ? <p className="lj-admin-muted lj-admin-table__note">Loading the messages…</p> : null}
        {inbox.isSuccess && messages.length === 0 ? (
          <p className="lj-admin-muted lj-admin-table__note">
            {filter === 'new' ? 'No new messages. Everything is handled.' : 'No messages here.'}
          </p>
        ) : null}
      </section>
      <ShowMore list={inbox} label="Show older messages" />
    </section>
  );
}
