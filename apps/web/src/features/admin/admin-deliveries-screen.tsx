/**
 * /admin/deliveries (permission `deliveries`): every message the shop sends — waiting, retrying with the last error,
 * failed for good, sent — newest first, by state (each with how many are in it), channel and part of the recipient,
 * or one customer's or one order's (their pages link here). The filters live in the address bar, so a reload or a link
 * keeps them; "Show older messages" fetches the next cursor page. SEND AGAIN puts a message that failed for good back
 * on the queue; never a one-time code, which the shopper asks for again instead.
 */
import './admin-deliveries-screen.scss';
import { OTP_CHANNELS } from '@lumen/contract/constants';
import {
  canSendAgain,
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_KIND_LABELS,
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  type Delivery,
  type DeliveryState,
} from '@lumen/contract/deliveries';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { type DeliveryFilters, NO_DELIVERY_FILTERS, useDeliveries, useSendAgain } from './api/deliveries';
import { type AdminColumn, AdminTable } from './components/admin-table';
import { DeliveryStateBadge, Recipient } from './components/delivery-list';
import { LoadError, ShowMore } from './components/list-states';
import { FilterActions } from './components/search-form';
import { SHOP_ZONE_LABEL, shopClock, shopDate, zoned } from './components/shop-time';

const RECIPIENT_MAX = 200;

/** The filters of an address (`?state=failed&channel=email…`); a value the list does not know is left out. */
export function filtersFromSearch(search: URLSearchParams): DeliveryFilters {
  const state = search.get('state') ?? '';
  const channel = search.get('channel') ?? '';
  return {
    state: (DELIVERY_STATES as readonly string[]).includes(state) ? (state as DeliveryState) : '',
    channel: (OTP_CHANNELS as readonly string[]).includes(channel) ? (channel as DeliveryFilters['channel']) : '',
    recipient: (search.get('recipient') ?? '').trim().slice(0, RECIPIENT_MAX),
    user_id: /^\d{1,10}$/.test(search.get('user_id') ?? '') ? (search.get('user_id') as string) : '',
    order_id: (search.get('order_id') ?? '').trim().slice(0, 40),
  };
}

/** The address of `filters`: only the ones set. */
export function searchFromFilters(filters: DeliveryFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
}

const STATE_TABS: readonly { value: DeliveryState | ''; label: string }[] = [
  ...(['waiting', 'retrying', 'failed', 'sent'] as const).map((state) => ({
    value: state,
    label: DELIVERY_STATE_LABELS[state],
  })),
  { value: '', label: 'All' },
];

const EMPTY: Record<DeliveryState | '', string> = {
  waiting: 'Nothing is waiting to be sent.',
  retrying: 'Nothing is being retried: the providers are taking every message.',
  failed: 'No message failed for good.',
  sent: 'No message has been sent yet.',
  '': 'The shop has sent no message yet.',
};

/**
 * The list's columns. Below a width of the list (admin-deliveries-screen.scss) each row becomes a block: the recipient
 * and the subject, then state, channel, time and tries on one line, the error, and SEND AGAIN.
 */
function deliveryColumns(
  onSendAgain: (delivery: Delivery) => void,
  sending: (delivery: Delivery) => boolean,
): AdminColumn<Delivery>[] {
  return [
    {
      key: 'when',
      header: zoned('When'),
      className: 'lj-deliveries-when',
      cell: (d) => (
        <time dateTime={d.created_at}>
          {shopDate(d.created_at)}
          <span className="lj-deliveries-time">
            <span className="lj-deliveries-comma">, </span>
            {shopClock(d.created_at)}
            <span className="lj-deliveries-zone" aria-hidden="true">
              {' '}
              {SHOP_ZONE_LABEL}
            </span>
          </span>
        </time>
      ),
    },
    {
      key: 'to',
      header: 'To',
      rowHeader: true,
      className: 'lj-deliveries-to',
      cell: (d) => (
        <>
          <Recipient value={d.recipient} />
          <span className="lj-deliveries-sub">{DELIVERY_KIND_LABELS[d.kind]}</span>
        </>
      ),
    },
    {
      key: 'channel',
      header: 'Channel',
      className: 'lj-deliveries-channel',
      cell: (d) => DELIVERY_CHANNEL_LABELS[d.channel],
    },
    {
      key: 'subject',
      header: 'Subject',
      className: 'lj-deliveries-subject',
      cell: (d) => (
        <>
          {d.subject}
          {d.order_id ? (
            <span className="lj-deliveries-sub">
              <Link to={paths.adminOrder(d.order_id)}>Order {d.order_id}</Link>
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'state',
      header: 'State',
      className: 'lj-deliveries-state-cell',
      cell: (d) => <DeliveryStateBadge state={d.state} />,
    },
    {
      key: 'attempts',
      header: 'Tries',
      headClassName: 'lj-deliveries-num',
      className: 'lj-deliveries-num',
      cell: (d) => (
        <>
          {d.attempts}
          <span className="lj-deliveries-tries">{d.attempts === 1 ? ' try' : ' tries'}</span>
        </>
      ),
    },
    {
      key: 'error',
      header: 'Last error',
      className: 'lj-deliveries-error',
      cell: (d) =>
        d.last_error && d.state !== 'sent' ? (
          d.last_error
        ) : (
          <span className="lj-admin-muted lj-deliveries-none">—</span>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'lj-admin-table__actions lj-deliveries-actions',
      cell: (d) =>
        canSendAgain(d) ? (
          <button
            type="button"
            className="lj-admin-ghost"
            disabled={sending(d)}
            aria-busy={sending(d)}
            onClick={() => onSendAgain(d)}
          >
            {sending(d) ? 'Sending…' : 'Send again'}
            <span className="visually-hidden"> to {d.recipient}</span>
          </button>
        ) : null,
    },
  ];
}

/** The state's buttons, each with how many messages are in it now (in the whole shop, whatever else is chosen). */
function StateTabs({
  state,
  counts,
  onChoose,
}: {
  state: DeliveryState | '';
  counts: Record<DeliveryState, number> | undefined;
  onChoose: (state: DeliveryState | '') => void;
}) {
  const total = counts ? DELIVERY_STATES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  return (
    <fieldset className="lj-deliveries-tabs">
      <legend className="visually-hidden">State</legend>
      {STATE_TABS.map((tab) => {
        const count = tab.value === '' ? total : counts?.[tab.value];
        const alert = tab.value === 'failed' && (count ?? 0) > 0;
        return (
          <button
            key={tab.value || 'all'}
            type="button"
            className={`lj-deliveries-tab${alert ? ' lj-deliveries-tab--alert' : ''}`}
            aria-pressed={state === tab.value}
            onClick={() => onChoose(tab.value)}
          >
            {tab.label}
            {count === undefined ? null : <span className="lj-deliveries-tab__count">{count}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}

/** What the list is narrowed to beyond the form: one customer's or one order's messages, with the way back. */
function About({ filters, onClear }: { filters: DeliveryFilters; onClear: () => void }) {
  if (!filters.user_id && !filters.order_id) return null;
  return (
    <p className="lj-deliveries-about">
      {filters.order_id ? (
        <>
          Messages about order <Link to={paths.adminOrder(filters.order_id)}>{filters.order_id}</Link>
        </>
      ) : (
        <>
          Messages to <Link to={paths.adminCustomer(filters.user_id)}>customer {filters.user_id}</Link>
        </>
      )}
      {filters.order_id && filters.user_id ? ` (customer ${filters.user_id})` : null}.{' '}
      <button type="button" className="lj-admin-link-button" onClick={onClear}>
        Show every message
      </button>
    </p>
  );
}

export function AdminDeliveriesScreen() {
  usePageMeta({ title: 'Deliveries', description: 'Lumen Jewels back office: the messages the shop sends.' });
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [draft, setDraft] = useState<DeliveryFilters>(filters);
  const list = useDeliveries(filters);
  const sendAgain = useSendAgain();
  const deliveries = list.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const searchKey = search.toString();

  // A link followed (a customer's or an order's page, or back/forward) brings its own filters into the form.
  useEffect(() => {
    setDraft(filtersFromSearch(new URLSearchParams(searchKey)));
  }, [searchKey]);

  const apply = (next: DeliveryFilters) => setSearch(searchFromFilters(next));

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ ...filters, channel: draft.channel, recipient: draft.recipient.trim() });
  }

  async function resend(delivery: Delivery) {
    try {
      const { message } = await sendAgain.mutateAsync(delivery.id);
      void notify('success', message);
    } catch (error) {
      void notify('error', errorMessage(error));
      // Refused (sent again by someone else meanwhile): show the message as it is now.
      void list.refetch();
    }
  }

  const sending = (delivery: Delivery) => sendAgain.isPending && sendAgain.variables === delivery.id;
  const narrowed =
    filters.channel !== '' || filters.recipient !== '' || filters.user_id !== '' || filters.order_id !== '';

  return (
    <section className="lj-admin-page" aria-labelledby="deliveries-title">
      <div className="lj-admin-page__head">
        <h1 id="deliveries-title" className="lj-admin-page__title">
          Deliveries
        </h1>
      </div>
      <p className="lj-admin-muted lj-deliveries-intro">
        Every e-mail, SMS and WhatsApp message the shop sends. A message its provider refuses is tried again, with a
        longer wait each time; one that failed for good can be sent again.
      </p>
      <StateTabs
        state={filters.state}
        counts={list.data?.pages[0]?.counts}
        onChoose={(state) => apply({ ...filters, state })}
      />
      <form className="lj-admin-filters" onSubmit={submit} aria-label="Filter the messages">
        <label>
          <span>Channel</span>
          <select
            className="lj-admin-select"
            value={draft.channel}
            onChange={(event) =>
              setDraft((value) => ({ ...value, channel: event.target.value as DeliveryFilters['channel'] }))
            }
          >
            <option value="">Any</option>
            {OTP_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {DELIVERY_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </select>
        </label>
        <label className="lj-deliveries-recipient">
          <span>Recipient</span>
          <input
            className="lj-admin-input"
            type="search"
            maxLength={RECIPIENT_MAX}
            placeholder="E-mail or mobile, or part of one"
            value={draft.recipient}
            onChange={(event) => setDraft((value) => ({ ...value, recipient: event.target.value }))}
          />
        </label>
        <FilterActions
          submit="Apply"
          clearDisabled={!narrowed && draft.channel === '' && draft.recipient === ''}
          onClear={() => apply({ ...NO_DELIVERY_FILTERS, state: filters.state })}
        />
      </form>
      <About filters={filters} onClear={() => apply({ ...filters, user_id: '', order_id: '' })} />
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {list.isSuccess && !list.isFetching
          ? `${deliveries.length}${list.hasNextPage ? ' or more' : ''} ${deliveries.length === 1 ? 'message' : 'messages'} shown.`
          : ''}
      </p>
      <AdminTable
        label="Messages the shop sends"
        className="lj-deliveries-table"
        ownPhoneLayout
        regionClassName="lj-admin-table-wrap lj-deliveries-region"
        columns={deliveryColumns((d) => void resend(d), sending)}
        rows={deliveries}
        rowKey={(d) => d.id}
        rowBusy={sending}
        busy={list.isFetching && !list.isFetchingNextPage}
        query={list}
        loading="Loading the messages…"
        empty={narrowed ? 'No messages match these filters.' : EMPTY[filters.state]}
      />
      <ShowMore list={list} label="Show older messages" />
    </section>
  );
}
